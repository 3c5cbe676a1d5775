const { createAppConfig } = require('../../webpack.shared.js');

module.exports = createAppConfig({
  name: 'admin',
  dir: __dirname,
  port: 3003,
  exposes: { './Area': './src/Area.tsx' },
  sharesServerData: true,
});
