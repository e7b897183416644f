const { jestConfig } = require('@ph/build-config/jest');
module.exports = jestConfig(__dirname, { env: 'node' });
