// @ts-check
// Eleventy 3 renders every page lib/site.mjs lists through one Nunjucks layout; no JavaScript is
// shipped but the consent banner (/consent.js), the two lines that open it from the footer, and on the
// help search page only its script (src/help-search.js, copied to dist/help-search.js).
export default function (eleventyConfig) {
  eleventyConfig.setQuietMode(true);
  eleventyConfig.addPassthroughCopy({ 'src/help-search.js': 'help-search.js' });
  return {
    dir: { input: 'src', includes: '_includes', data: '_data', output: 'dist' },
    templateFormats: ['njk', '11ty.js'],
    htmlTemplateEngine: 'njk',
  };
}
