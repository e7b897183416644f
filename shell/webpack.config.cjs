const { createFederatedConfig } = require('@ph/build-config/webpack');
// The route table and the shell's remote list are TypeScript; tsx reads them without a build step.
const { require: tsxRequire } = require('tsx/cjs/api');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  html: true,
  requires: () => tsxRequire('./src/federation/requirements.ts', __filename).REQUIRED_EXPOSES,
});
