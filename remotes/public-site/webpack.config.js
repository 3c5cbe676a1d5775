const { createAppConfig } = require('../../webpack.shared.js');

module.exports = createAppConfig({
  name: 'publicSite',
  dir: __dirname,
  port: 3001,
  exposes: { './Area': './src/Area.tsx' },
});
