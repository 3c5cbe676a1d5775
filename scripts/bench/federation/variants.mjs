// The builds "federation's cost" compares. Each variant is the portal's own webpack
// configuration (webpack.shared.js) with its levers set one way, plus, for levers
// that were tried and not applied, a change to the finished configuration, so every
// figure comes from a real build of the same sources.
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_DIR } from '../support/repo.mjs';

const require = createRequire(import.meta.url);
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const { DEFAULT_LEVERS } = require(path.join(REPO_DIR, 'webpack.shared.js'));

const ALL_OFF = Object.fromEntries(Object.keys(DEFAULT_LEVERS).map((lever) => [lever, false]));

/**
 * @typedef {'shell' | 'public-site'} App
 * @typedef {import('webpack').Configuration} Config
 *
 * @typedef {object} Variant
 * @property {string} name   folder name under .bench/variants
 * @property {string} label  what the row says
 * @property {Record<string, boolean>} levers  webpack.shared.js levers
 * @property {(config: Config, app: App) => Config} [change]  on top of the levers
 */

/** Replaces the ModuleFederationPlugin with one built from changed options. */
function changeFederation(config, change) {
  return {
    ...config,
    plugins: config.plugins.map((plugin) =>
      plugin instanceof ModuleFederationPlugin
        ? new ModuleFederationPlugin(change({ ...plugin._options }))
        : plugin,
    ),
  };
}

/**
 * The shell's bootstrap behind its async boundary again (webpack.shared.js folds it
 * into main.js when every shell singleton is eager), for a variant that makes one
 * of them lazy.
 */
const withAsyncBootstrap = (config) => ({
  ...config,
  plugins: config.plugins.map((plugin) =>
    plugin instanceof DefinePlugin && '__SHELL_SHARED_EAGER__' in plugin.definitions
      ? new DefinePlugin({ ...plugin.definitions, __SHELL_SHARED_EAGER__: 'false' })
      : plugin,
  ),
});

/**
 * Federation's own (experimental) shared tree shaking on the router keys. The runtime
 * refuses it together with `eager`, so the router is not eager in this variant, and
 * the bootstrap waits behind its async boundary.
 */
const federationTreeShaking = (config) =>
  changeFederation(withAsyncBootstrap(config), (options) => ({
    ...options,
    shared: Object.fromEntries(
      Object.entries(options.shared).map(([key, shared]) => [
        key,
        key.startsWith('react-router')
          ? { ...shared, eager: false, treeShaking: { mode: 'runtime-infer' } }
          : shared,
      ]),
    ),
  }));

const noSplitChunks = (config) => ({
  ...config,
  optimization: { ...config.optimization, splitChunks: false },
});

/** The row every lever is measured against: today's sources with every lever off. */
export const STARTING_POINT = { name: 'none', label: 'no lever', levers: ALL_OFF };

/** The portal's configuration as it ships. */
export const APPLIED = { name: 'applied', label: 'all applied levers (as shipped)', levers: DEFAULT_LEVERS };

/** Each applied lever alone, from the starting point. */
export const APPLIED_ALONE = Object.keys(DEFAULT_LEVERS).map((lever) => ({
  name: `only-${lever}`,
  label: `+ ${lever} alone`,
  levers: { ...ALL_OFF, [lever]: true },
}));

/** Each applied lever taken out of the shipped build: what it saves in combination. */
export const APPLIED_WITHOUT = Object.keys(DEFAULT_LEVERS).map((lever) => ({
  name: `without-${lever}`,
  label: `shipped − ${lever}`,
  levers: { ...DEFAULT_LEVERS, [lever]: false },
}));

/** Levers tried on top of the shipped build and not applied (docs/benchmarks.md says why). */
export const CANDIDATES = [
  { name: 'no-split-chunks', label: '+ splitChunks: false', levers: DEFAULT_LEVERS, change: noSplitChunks },
  {
    name: 'federation-tree-shaking',
    label: "shipped, federation's treeShaking on the router instead of the facade",
    levers: { ...DEFAULT_LEVERS, routerFacade: false },
    change: federationTreeShaking,
  },
];
