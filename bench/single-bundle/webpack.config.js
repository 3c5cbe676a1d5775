// Benchmark only (issue 6, "federation's cost"): the shell and the public site from
// the same sources, built as one ordinary bundle. It is the shell's own production
// configuration with federation taken out: the shell's remote loading
// (shell/src/features/remotes/federation.ts) is replaced by ./federation.ts, which
// bundles the public site's Area. Dynamic import()s
// stay split as in any ordinary webpack build (the shell's bootstrap boundary, its
// lazy auth modals and /reset-password page).
//   npx webpack -c bench/single-bundle/webpack.config.js --output-path .bench/single/dist
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');
const shellConfig = require('../../shell/webpack.config.js');

const REPO_DIR = path.resolve(__dirname, '../..');

module.exports = (env = {}, argv = {}) => {
  const config = shellConfig(env, { ...argv, mode: 'production' });
  return {
    ...config,
    entry: { main: path.join(REPO_DIR, 'shell/src/index.ts') },
    output: {
      ...config.output,
      // Its source maps go beside it, to .bench/single/sourcemaps (webpack.shared.js).
      path: path.join(REPO_DIR, '.bench/single/dist'),
      uniqueName: 'singleBundle',
    },
    plugins: [
      ...config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
      new NormalModuleReplacementPlugin(
        /shell[\\/]src[\\/]features[\\/]remotes[\\/]federation\.ts$/,
        path.join(__dirname, 'federation.ts'),
      ),
    ],
  };
};
