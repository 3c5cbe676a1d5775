const path = require('node:path');
const { createAppConfig } = require('../../webpack.shared.js');
const { PrerenderPlugin } = require('../../webpack.prerender.js');

module.exports = createAppConfig({
  name: 'customer',
  dir: __dirname,
  port: 3002,
  exposes: { './Area': './src/Area.tsx' },
  sharesServerData: true,
  // Its landing screen's renderer beside the entry, for the server's signed-in pages (D41).
  plugins: [new PrerenderPlugin({ entry: path.join(__dirname, 'src/prerender.tsx') })],
});
