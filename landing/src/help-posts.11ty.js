// The help articles of every store in every language, for the API's help-posts module
// (packages/api-server/src/help), which searches and reads them.
export const data = { permalink: 'help-posts.json', eleventyExcludeFromCollections: true };

export function render({ site }) {
  return JSON.stringify({ version: 1, stores: site.helpPosts });
}
