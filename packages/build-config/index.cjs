module.exports = { ...require('./webpack.cjs'), ...require('./jest-preset.cjs') };
