// Which apps `npm start` must build before it serves: an app whose build is missing,
// or older than any file it is built from (after a `git pull`, say, which writes the
// files it changes with the current time).
import { readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

/** Folders that hold what builds and tools write, never sources. */
const NOT_SOURCES = new Set(['dist', 'sourcemaps', 'node_modules', 'coverage']);
/** A test file cannot change what is built. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** What every browser app is built from besides its own folder. */
const BROWSER_APP_INPUTS = [
  'shared',
  'webpack.shared.js',
  'webpack.prerender.js',
  'federation',
  'package-lock.json',
];

/** webpack's summary only when something is wrong: warnings and errors. */
const QUIET_WEBPACK = ['--stats=errors-warnings'];

/**
 * Each app's build: its workspace, the file its build writes last, what it is built
 * from, and what its `npm run build` is given to print little. The remotes come first:
 * the shell does not need them to build, but a started portal needs all of them.
 */
export const BUILDS = [
  ...['remotes/public-site', 'remotes/customer', 'remotes/admin'].map((workspace) => ({
    workspace,
    output: `${workspace}/dist/remoteEntry.js`,
    sources: [workspace, ...BROWSER_APP_INPUTS],
    quietArgs: QUIET_WEBPACK,
  })),
  {
    workspace: 'shell',
    output: 'shell/dist/index.html',
    sources: ['shell', ...BROWSER_APP_INPUTS],
    quietArgs: QUIET_WEBPACK,
  },
  // The server bundles @portal/contracts, @portal/rules and @portal/words (TypeScript source
  // packages) into its build;
  // esbuild already prints one line per build.
  {
    workspace: 'server',
    output: 'server/dist/main.js',
    sources: ['server', 'shared/contracts', 'shared/rules', 'shared/words', 'package-lock.json'],
    quietArgs: [],
  },
];

/**
 * The newest modification time (ms) of the source files at `paths` (files or folders,
 * walked whole), or -Infinity when there are none. Build output, dependencies, test
 * files and dot-folders (local data, caches) are not sources.
 * @param {string[]} paths
 */
export function newestSourceTime(paths) {
  let newest = -Infinity;
  const visit = (entryPath) => {
    let stat;
    try {
      stat = statSync(entryPath);
    } catch {
      return; // a listed input that does not exist is no source
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(entryPath, { withFileTypes: true })) {
        if (entry.isDirectory() && (NOT_SOURCES.has(entry.name) || entry.name.startsWith('.'))) continue;
        visit(path.join(entryPath, entry.name));
      }
    } else if (stat.isFile() && !TEST_FILE.test(entryPath)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

/**
 * Why a build must be (re)done, or null when it is up to date.
 * @param {{ output: string, sources: string[] }} build  paths relative to `root`
 * @param {string} root  the repository's folder
 * @returns {string | null}
 */
export function staleReason(build, root) {
  let builtAt;
  try {
    builtAt = statSync(path.join(root, build.output)).mtimeMs;
  } catch {
    return `no ${build.output} yet`;
  }
  const sourcesChangedAt = newestSourceTime(build.sources.map((source) => path.join(root, source)));
  return sourcesChangedAt > builtAt ? `sources changed since ${build.output} was built` : null;
}

/**
 * Marks a build just made as current. webpack leaves an output file whose content did not
 * change alone, so after a change that alters no output (a comment, say) the build would
 * still look older than its sources and be rebuilt at every start.
 * @param {{ output: string }} build
 * @param {string} root
 */
export function markBuilt(build, root) {
  const now = new Date();
  utimesSync(path.join(root, build.output), now, now);
}
