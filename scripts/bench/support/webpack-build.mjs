// Builds an app with webpack's Node API into a folder of the benchmark's own, never
// into the apps' dist folders (other work tests against those).
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_DIR } from './repo.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

/**
 * Runs one webpack build.
 * @param {import('webpack').Configuration} config
 * @returns {Promise<import('webpack').Stats>}
 */
export async function runWebpack(config) {
  // Some plugins log with console.log; the tables own stdout (`--markdown > file`).
  const log = console.log;
  console.log = console.error;
  try {
    return await new Promise((resolve, reject) => {
      webpack(config, (error, stats) => {
        if (error) return reject(error);
        if (!stats || stats.hasErrors()) {
          const details = stats?.toString({ all: false, errors: true, errorDetails: false }) ?? '';
          return reject(new Error(`webpack build of ${config.output?.path} failed:\n${details}`));
        }
        return resolve(stats);
      });
    });
  } finally {
    console.log = log;
  }
}

/** The app's webpack configuration, as its own webpack.config.js makes it. */
export function appConfig(configFile, env = {}) {
  const factory = require(path.join(REPO_DIR, configFile));
  return typeof factory === 'function' ? factory(env, { mode: 'production' }) : factory;
}

// What the benchmark builds (shell and public site) are made from.
const SOURCE_DIRS = [
  'shell',
  'remotes/public-site',
  'shared',
  'bench',
  'federation',
  'scripts/bench/federation',
];
const SOURCE_FILE = /\.(tsx?|jsx?|mjs|cjs|css|json|html)$/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE_FILE.test(entry.name)) yield full;
  }
}

/**
 * A fingerprint of everything a benchmark build depends on (sources, the shared
 * webpack configuration, the lockfile), so unchanged builds are reused: a full set of
 * variant builds takes minutes on two cores.
 */
export function sourcesFingerprint() {
  const hash = createHash('sha256');
  const files = [
    path.join(REPO_DIR, 'webpack.shared.js'),
    path.join(REPO_DIR, 'package-lock.json'),
    ...SOURCE_DIRS.flatMap((dir) => [...sourceFiles(path.join(REPO_DIR, dir))]),
  ].filter((file) => existsSync(file));
  for (const file of files.sort()) {
    hash.update(path.relative(REPO_DIR, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds `config` into `outDir` unless a build of the same inputs (`key`) is there.
 * @returns {Promise<boolean>} whether it built
 */
export async function buildOnce(config, outDir, key) {
  const stamp = path.join(outDir, '.bench-build-key');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key && statSync(outDir).isDirectory())
    return false;
  await runWebpack({ ...config, output: { ...config.output, path: outDir, clean: true } });
  writeFileSync(stamp, key);
  return true;
}
