const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createAppConfig } = require('../webpack.shared.js');
const { PrerenderPlugin } = require('../webpack.prerender.js');

module.exports = createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  plugins: [
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'public/index.html'),
      // Deep links (/dashboard/profile) must still load the entry from the root.
      publicPath: '/',
      // Copied to dist/favicon.svg and linked from the page's head (rel="icon").
      favicon: path.join(__dirname, 'public/favicon.svg'),
    }),
    // The frame around the public pages' static markup, for the server to place (D41).
    new PrerenderPlugin({ entry: path.join(__dirname, 'src/prerender.tsx') }),
  ],
  devServer: {
    // In development the API runs on its own port; the dev runtime config points the
    // remotes at their dev servers.
    static: { directory: path.join(__dirname, 'public/dev'), publicPath: '/' },
    proxy: [{ context: ['/api'], target: 'http://127.0.0.1:8080' }],
  },
});
