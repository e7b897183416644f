// Compiles a formatjs catalogue (`{ id: "ICU message" }`) to its AST at build time (design §3).
// The browser then never parses ICU: react-intl runs without its parser (see the alias in
// webpack.cjs), and a broken translation fails the build instead of a shopper's page.
const { parse } = require('@formatjs/icu-messageformat-parser');

/** @param {string} source @this {{ resourcePath: string }} */
module.exports = function compileMessages(source) {
  const catalogue = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: "${id}" is not a string`);
    try {
      // Same options as react-intl's runtime parse (tags on, no location) so the AST is identical.
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: "${id}" is not a valid ICU message: ${error.message}`);
    }
  }
  return JSON.stringify(compiled);
};
