module.exports = require('../../jest.preset.js').jestConfig({ dir: __dirname, environment: 'node' });
