const { jestConfig } = require('./jest-preset.cjs');
module.exports = jestConfig(__dirname, { displayName: 'build-config' });
