const path = require('node:path');
const { createAppConfig } = require('../../webpack.shared.js');
const { PrerenderPlugin } = require('../../webpack.prerender.js');

module.exports = createAppConfig({
  name: 'publicSite',
  dir: __dirname,
  port: 3001,
  exposes: { './Area': './src/Area.tsx' },
  // The public pages' static markup beside the entry, for the server to place (D41).
  plugins: [new PrerenderPlugin({ entry: path.join(__dirname, 'src/prerender.tsx') })],
});
