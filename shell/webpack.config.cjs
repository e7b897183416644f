const { createFederatedConfig } = require('@ph/build-config/webpack');
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

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  html: true,
  // The two Inter files the first paint uses (@ph/ui/fonts); latin-ext loads only when a page needs it.
  preloadFonts: /inter-latin-(400|600)-normal/,
  requires: () => tsxRequire('./src/federation/requirements.ts', __filename).REQUIRED_EXPOSES,
  jsonAssets: () => ({ 'route-owners.json': routeOwners() }),
});
