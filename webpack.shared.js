// The one webpack configuration every app builds on: the shell (host) and the
// three remotes differ only in name, port and what they expose.
const { readFileSync } = require('node:fs');
const { rm } = require('node:fs/promises');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { constants: zlibConstants } = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin } = require('webpack');

const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [__dirname] }));

const ROUTER_FACADE_DIR = path.join(__dirname, 'federation/router-facade');
// The page's one TanStack QueryClient (federation/query-client/README.md).
const QUERY_CLIENT_MODULE = path.join(__dirname, 'federation/query-client/index.ts');

// The ES module build of the plugin that puts the shell's runtime-core on the page for
// the remotes; it lies beside the CommonJS build that require.resolve finds.
const INJECT_RUNTIME_CORE_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/**
 * What makes the federated build small (measured by `npm run bench federation`, see
 * docs/benchmarks.md). The builds ship with every lever on; the benchmark turns them
 * off one at a time through `env.levers` to show what each one saves.
 */
const DEFAULT_LEVERS = {
  // Share react-router's declarative API (federation/router-facade) instead of the
  // whole package, which a shared module ships untree-shaken.
  routerFacade: true,
  // Remotes use the shell's federation runtime instead of bundling a second copy
  // in every remoteEntry.js (the shell provides it; remotes only run in the shell).
  externalRuntime: true,
  // Leave the runtime's Node.js code paths out of a browser build.
  webTarget: true,
  // Remotes never load other remotes (they never import each other): leave the
  // remote-loading code out of their runtime.
  remotesLoadNoRemotes: true,
  // The shell loads remotes through webpack's container interface
  // (shell/src/features/remotes/containerEntry.ts), so its runtime leaves out the
  // federation runtime's remote loader (manifests, snapshots, preloading) as well.
  shellLoadsRemotesItself: true,
  // Remotes take the singletons from the shell and build no fallback copy of them,
  // so nothing in a remote (its own @portal/auth, say) keeps code alive that only the
  // fallback would use.
  singletonsFromShell: true,
  // The shell's shared modules go in its first chunk instead of one request each,
  // and with them the shell's bootstrap (no async boundary is needed then).
  eagerShellSingletons: true,
};

/** The names federation/router-facade exports: its `export { … }` list is the source. */
function routerFacadeExports() {
  const source = readFileSync(path.join(ROUTER_FACADE_DIR, 'react-router-dom.mjs'), 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from/.exec(source)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/**
 * With the router facade, an app importing a router API the facade does not export
 * would get `undefined` at runtime; this turns that into a build error instead.
 */
class RouterFacadeCheckPlugin {
  apply(compiler) {
    const allowed = routerFacadeExports();
    compiler.hooks.compilation.tap('RouterFacadeCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouterFacadeCheckPlugin', (modules) => {
        for (const module of modules) {
          if (!module.resource || module.resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          for (const dependency of module.dependencies) {
            const name = dependency.ids?.[0];
            const fromRouter =
              dependency.request === 'react-router' || dependency.request === 'react-router-dom';
            if (!fromRouter || !name || allowed.has(name)) continue;
            const error = new compiler.webpack.WebpackError(
              `${dependency.request} "${name}" is not in the shared router (federation/router-facade/react-router-dom.mjs); add it there`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

/**
 * Brotli (at its highest quality, too slow to do per request) and gzip copies of
 * every script and stylesheet, which the portal's server sends as they are
 * (`preCompressed`). index.html is left out: the server writes into it.
 */
function precompressedCopies() {
  const common = { test: /\.(js|css)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

/**
 * Production source maps are kept for upload (to an error tracker), never served:
 * `hidden-source-map` leaves no `sourceMappingURL` comment in the code, and the maps
 * are written to `<app>/sourcemaps/` beside `dist/`, which no server serves (the
 * portal's static host also refuses any `.map`). A map holds every source file.
 */
const SOURCE_MAP_DIR = 'sourcemaps';

/** Empties the maps folder before a build writes its maps, as `output.clean` does `dist/`. */
class CleanSourceMapsPlugin {
  apply(compiler) {
    compiler.hooks.emit.tapPromise('CleanSourceMapsPlugin', async (compilation) => {
      const dir = path.resolve(compilation.outputOptions.path, '..', SOURCE_MAP_DIR);
      await rm(dir, { recursive: true, force: true });
    });
  }
}

/**
 * What is shared, and how. react, react-dom and the router must be one instance at
 * runtime (hooks and the router context break otherwise); the subpath keys make
 * `react-dom/client` and `react/jsx-runtime` come from the same shared copy.
 * `@portal/auth` is the session store: one per page, or two areas disagree about
 * who is signed in.
 */
function sharedDependencies(levers = DEFAULT_LEVERS, isRemote = false) {
  // Exact keys only: a subpath under `react/` or `react-dom/` that the shell does not
  // use itself (react-dom/server, say) must keep a remote's own copy.
  const fromShell = isRemote && levers.singletonsFromShell ? { import: false } : {};
  const eager = !isRemote && levers.eagerShellSingletons ? { eager: true } : {};
  // Every requiredVersion is the installed package's own version (its package.json),
  // never a string written here that would stay behind when the package moves on.
  // The shell provides the only copy of each: checking its own version against its own
  // requirement is a tautology the federation runtime pays for in main.js's first task
  // (its semver parser builds a dozen regular expressions per check), so only a remote,
  // built and deployed apart, states the versions it needs.
  const requiredVersion = (name) => (isRemote ? `^${rootPkg(name).version}` : false);
  const singleton = (name) => ({ singleton: true, requiredVersion: requiredVersion(name), ...eager });
  // Both router keys are provided by the facade (one module file per key).
  const router = (name) => ({
    ...singleton(name),
    ...(levers.routerFacade
      ? { import: path.join(ROUTER_FACADE_DIR, `${name}.mjs`), version: rootPkg(name).version }
      : {}),
    ...fromShell,
  });
  return {
    react: { ...singleton('react'), ...fromShell },
    'react/': singleton('react'),
    'react-dom': { ...singleton('react-dom'), ...fromShell },
    'react-dom/': singleton('react-dom'),
    'react-router': router('react-router'),
    'react-router-dom': router('react-router-dom'),
    // Its version is its package.json's, raised with its API (a major for a breaking
    // change). For a singleton the runtime only warns when a remote requires another
    // version; an area's compatibility is its contract version (docs/architecture.md).
    '@portal/auth': { ...singleton('@portal/auth'), ...fromShell },
    // react-hook-form and TanStack Query are not shared: the shell uses neither, and a
    // library a remote provides to the page's share scope stays registered, rejected, when
    // that remote's chunks fail to load, so its Retry could never recover (the
    // failure-isolation browser test). Each remote bundles its own.
  };
}

/**
 * Federation runtime options for a host (`isRemote` false) or a remote. With
 * `externalRuntime`, a remote's entry leaves out runtime-core and uses the one the
 * shell puts on the page. The shell registers the injecting runtime plugin's ES module
 * build itself rather than through `provideExternalRuntime`, which adds the CommonJS
 * build and with it a second, CommonJS copy of runtime-core (+24 KB gzip in main.js,
 * measured).
 */
function runtimeOptions(levers, isRemote) {
  const experiments = {};
  const runtimePlugins = [];
  if (levers.externalRuntime) {
    if (isRemote) experiments.externalRuntime = true;
    else runtimePlugins.push(INJECT_RUNTIME_CORE_PLUGIN);
  }
  const optimization = {
    ...(levers.webTarget ? { target: 'web' } : {}),
    ...(isRemote && levers.remotesLoadNoRemotes ? { disableRemote: true } : {}),
    ...(!isRemote && levers.shellLoadsRemotesItself ? { disableRemote: true } : {}),
  };
  if (Object.keys(optimization).length) experiments.optimization = optimization;
  return { experiments, runtimePlugins };
}

/**
 * @param {object} options
 * @param {string} options.name        federation name (a JavaScript identifier)
 * @param {string} options.dir         the app's folder
 * @param {number} options.port        dev-server port
 * @param {Record<string,string>} [options.exposes] remotes only
 * @param {object[]} [options.plugins] extra webpack plugins (the shell's HTML page)
 * @param {object} [options.devServer] extra dev-server settings
 * @param {boolean} [options.sharesServerData] a remote reading the server through TanStack
 *   Query and `@portal/query-client`: the alias of the page-wide client module. Both are
 *   bundled with each remote, not shared through federation: a remote whose chunks failed
 *   to load leaves its provider registered, rejected, in the page's share scope, and its
 *   Retry could never recover (the failure-isolation browser test).
 */
function createAppConfig({
  name,
  dir,
  port,
  exposes,
  plugins = [],
  devServer = {},
  sharesServerData = false,
}) {
  const isRemote = Boolean(exposes);
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // Only the benchmark passes levers (an object, through webpack's Node API).
    const levers = { ...DEFAULT_LEVERS, ...(typeof env?.levers === 'object' ? env.levers : {}) };
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: isRemote ? {} : { main: './src/index.ts' },
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Relative to `path`: <app>/sourcemaps/ (see SOURCE_MAP_DIR).
        sourceMapFilename: `../${SOURCE_MAP_DIR}/[file].map`,
        // The shell is always served from the site's root (its page loads /main.js for
        // deep links too); a remote's place is only known at run time (the runtime
        // configuration), so its chunks are found from the folder its entry came from.
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: name,
        // The federation runtime resolves the entry's own file name, which no [*hash] can
        // fill in; the entry is small and served with no-cache instead.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // The router facade's own import of the real package (see its header).
        alias: {
          'portal-router-implementation$': 'react-router',
          ...(sharesServerData ? { '@portal/query-client$': QUERY_CLIENT_MODULE } : {}),
        },
      },
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
          ...(isRemote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          // No mf-manifest.json / mf-stats.json: the shell loads remotes from their
          // remoteEntry.js (shell/src/features/remotes), so nothing reads them.
          manifest: false,
          shared: {
            ...sharedDependencies(levers, isRemote),
          },
          // Fetch a remote's entry only when one of its modules is needed, so one
          // offline remote cannot break the shell's start and `/` pays for no other area.
          shareStrategy: 'loaded-first',
          ...runtimeOptions(levers, isRemote),
          dts: false,
        }),
        ...(isRemote
          ? []
          : [new DefinePlugin({ __SHELL_SHARED_EAGER__: JSON.stringify(levers.eagerShellSingletons) })]),
        ...(levers.routerFacade ? [new RouterFacadeCheckPlugin()] : []),
        ...(production ? [...precompressedCopies(), new CleanSourceMapsPlugin()] : []),
        ...plugins,
      ],
      // '...' keeps webpack's own JavaScript minimizer (terser); cssnano's default
      // preset minifies the extracted stylesheets, which are otherwise shipped as written.
      optimization: { minimizer: ['...', new CssMinimizerPlugin()] },
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

module.exports = { createAppConfig, sharedDependencies, DEFAULT_LEVERS, SOURCE_MAP_DIR };
