const { createAppConfig } = require('../../webpack.shared.js');

module.exports = createAppConfig({
  name: 'customer',
  dir: __dirname,
  port: 3002,
  exposes: { './Area': './src/Area.tsx' },
  sharesServerData: true,
});
