// Builds what "federation's cost" measures into .bench/ (never the apps' dist
// folders): the shell and the public site per variant, and the single bundle.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { deployedLayout } from '../support/layout.mjs';
import { BENCH_OUT_DIR, REPO_DIR } from '../support/repo.mjs';
import { appConfig, buildOnce } from '../support/webpack-build.mjs';

const APPS = [
  { app: 'shell', configFile: 'shell/webpack.config.js' },
  { app: 'public-site', configFile: 'remotes/public-site/webpack.config.js' },
];

/**
 * @param {import('./variants.mjs').Variant} variant
 * @param {string} fingerprint  of the sources (builds of the same inputs are reused)
 * @param {(line: string) => void} log
 * @returns {Promise<import('../support/layout.mjs').Layout>}
 */
export async function buildVariant(variant, fingerprint, log) {
  const root = path.join(BENCH_OUT_DIR, 'variants', variant.name);
  const sources = deployedLayout();
  // A variant whose change to the configuration was edited is built afresh.
  const change = createHash('sha256')
    .update(String(variant.change ?? ''))
    .digest('hex')
    .slice(0, 8);
  for (const { app, configFile } of APPS) {
    const base = appConfig(configFile, { levers: variant.levers });
    const config = variant.change ? variant.change(base, app) : base;
    // Each app in a folder of its own: its source maps go beside its dist (webpack.shared.js).
    const built = await buildOnce(
      config,
      path.join(root, app, 'dist'),
      `${fingerprint}:${variant.name}:${change}`,
    );
    if (built) log(`built ${app} for "${variant.label}"`);
  }
  return {
    shell: { distDir: path.join(root, 'shell', 'dist'), contextDir: sources.shell.contextDir },
    remotes: {
      'public-site': {
        distDir: path.join(root, 'public-site', 'dist'),
        contextDir: sources.remotes['public-site'].contextDir,
      },
    },
  };
}

/**
 * The shell and the public site as one ordinary bundle (bench/single-bundle).
 * @returns {Promise<import('../support/layout.mjs').Layout>}
 */
export async function buildSingleBundle(fingerprint, log) {
  const outDir = path.join(BENCH_OUT_DIR, 'single', 'dist');
  const config = appConfig('bench/single-bundle/webpack.config.js');
  if (await buildOnce(config, outDir, `${fingerprint}:single`)) log('built the single bundle');
  return { shell: { distDir: outDir, contextDir: path.join(REPO_DIR, 'shell') }, remotes: {} };
}
