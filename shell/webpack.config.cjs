const { createFederatedConfig } = require('@ph/build-config/webpack');

module.exports = createFederatedConfig({ dir: __dirname, name: 'shell', port: 3000, html: true });
