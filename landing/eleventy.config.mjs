// @ts-check
// Eleventy 3 renders every page lib/site.mjs lists through one Nunjucks layout; no JavaScript is
// shipped but the consent banner (/consent.js) and the two lines that open it from the footer.
export default function (eleventyConfig) {
  eleventyConfig.setQuietMode(true);
  return {
    dir: { input: 'src', includes: '_includes', data: '_data', output: 'dist' },
    templateFormats: ['njk', '11ty.js'],
    htmlTemplateEngine: 'njk',
  };
}
