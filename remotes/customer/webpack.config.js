const { createAppConfig } = require('../../webpack.shared.js');

module.exports = createAppConfig({
  name: 'customer',
  dir: __dirname,
  port: 3002,
  // ./prefetch: the first screen's reads, which the shell starts before the Area renders.
  exposes: { './Area': './src/Area.tsx', './prefetch': './src/prefetch.ts' },
  sharesServerData: true,
});
