// The one webpack configuration every app builds on: the shell (host) and the
// three remotes differ only in name, port and what they expose.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [__dirname] }));

/**
 * What is shared, and how. react, react-dom and the router must be one instance at
 * runtime (hooks and the router context break otherwise); the subpath keys make
 * `react-dom/client` and `react/jsx-runtime` come from the same shared copy.
 * `@portal/auth` is the session store: one per page, or two areas disagree about
 * who is signed in.
 */
function sharedDependencies() {
  const singleton = (name) => ({ singleton: true, requiredVersion: `^${rootPkg(name).version}` });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    '@portal/auth': { singleton: true, requiredVersion: '^1.0.0' },
  };
}

/**
 * @param {object} options
 * @param {string} options.name        federation name (a JavaScript identifier)
 * @param {string} options.dir         the app's folder
 * @param {number} options.port        dev-server port
 * @param {Record<string,string>} [options.exposes] remotes only
 * @param {object[]} [options.plugins] extra webpack plugins (the shell's HTML page)
 * @param {object} [options.devServer] extra dev-server settings
 */
function createAppConfig({ name, dir, port, exposes, plugins = [], devServer = {} }) {
  const isRemote = Boolean(exposes);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: isRemote ? {} : { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // The federation runtime resolves the entry's own file name, which no [*hash] can
        // fill in; the entry is small and served with no-cache instead.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              // Type checking is `npm run typecheck`; the build only transpiles.
              options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: true } },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes, manifest: true } : { remotes: {} }),
          shared: sharedDependencies(),
          // Fetch a remote's entry only when one of its modules is needed, so one
          // offline remote cannot break the shell's start and `/` pays for no other area.
          shareStrategy: 'loaded-first',
          dts: false,
        }),
        ...plugins,
      ],
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: !isRemote,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        ...devServer,
      },
    };
  };
}

module.exports = { createAppConfig, sharedDependencies };
