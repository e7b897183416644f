const { createFederatedConfig, createServerConfig } = require('@ph/build-config/webpack');
// The route table and the shell's remote list are TypeScript; tsx reads them without a build step.
const { require: tsxRequire } = require('tsx/cjs/api');

/**
 * Which remote owns which path in every store, for the host that serves index.html: it preloads the
 * route's remote before the shell runs (packages/deploy/src/page-head.js). Same table as matchRoute reads.
 */
function routeOwners() {
  const { REGION_CODES, ROUTES, routePattern, regionPathPrefix } = tsxRequire('@ph/region-config', __filename);
  const seen = new Set();
  const entries = [];
  for (const region of REGION_CODES) {
    for (const route of ROUTES) {
      const entry = { prefix: regionPathPrefix(region), pattern: routePattern(route.id, region), remote: route.remote };
      const key = JSON.stringify(entry);
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push(entry);
    }
  }
  return entries;
}

/**
 * Every store as the host that serves index.html resolves it (the same rule as resolveRegion and
 * resolveLocale): prefix, host, API region, default language, home page, and the patterns of the routes
 * whose first data read the host makes and inlines (packages/deploy/src/first-read.js); the languages
 * and the region cookie, for the edge's store and language switch (packages/deploy/src/region-language.js);
 * each store's currency and cart page, for the edge's answer to the add-to-cart form (packages/deploy/src/cart-form.js).
 */
function stores() {
  const rc = tsxRequire('@ph/region-config', __filename);
  const { REGION_COOKIE, REGION_COOKIE_MAX_AGE_S } = tsxRequire('../packages/remote-kit/src/standalone.ts', __filename);
  const { LOCALE_TAGS } = tsxRequire('@ph/i18n', __filename);
  const { FIRST_READ_ROUTES } = tsxRequire('../packages/deploy/src/first-read.js', __filename);
  return {
    fallback: rc.FALLBACK_REGION,
    cookie: REGION_COOKIE,
    cookieMaxAgeS: REGION_COOKIE_MAX_AGE_S,
    // The languages a page may be asked in (`?locale=`), for the edge's store and language switch.
    locales: LOCALE_TAGS,
    stores: rc.REGION_CODES.map((region) => {
      const config = rc.getRegionConfig(region);
      return {
        region,
        prefix: rc.regionPathPrefix(region),
        host: rc.regionHost(region),
        apiRegion: config.apiRegion,
        lang: config.languageTag.slice(0, 2).toLowerCase(),
        languageTag: config.languageTag,
        home: rc.routePath('root', region),
        // For the edge's answer to the product page's add-to-cart form (packages/deploy/src/cart-form.js):
        // the cart's currency (the one the browser's cart gateway opens the cart in) and the cart page.
        currency: config.currency,
        cart: rc.routePath('cart', region),
        routes: Object.fromEntries(FIRST_READ_ROUTES.map((id) => [id, rc.routePattern(id, region)])),
      };
    }),
  };
}

module.exports = [createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  html: true,
  // Inter's @font-face rules in index.html (@ph/ui/fonts), so a server-rendered page paints in it.
  fontFaces: true,
  // The click keepers and the start of main.js after the first paint, inline in index.html's head.
  earlyScript: './src/early.ts',
  requires: () => tsxRequire('./src/federation/requirements.ts', __filename).REQUIRED_EXPOSES,
  jsonAssets: () => ({ 'route-owners.json': routeOwners(), 'stores.json': stores() }),
}),
// The page context and frame the edge server renders every page with (docs/architecture.md#server-rendering).
createServerConfig({ dir: __dirname })];
