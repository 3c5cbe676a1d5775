// Where the files a page downloads come from: the shell's build at /, each remote's
// under /remotes/<name>/. The same layout describes the deployed dist folders and
// the benchmark's own builds in .bench/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_DIR } from './repo.mjs';

/**
 * @typedef {object} AppBuild
 * @property {string} distDir     the built files
 * @property {string} contextDir  the app's source folder (its source maps are relative to it)
 *
 * @typedef {object} Layout
 * @property {AppBuild} shell
 * @property {Record<string, AppBuild>} remotes  by remote name (public-site, …)
 */

/** The deployed builds, as `npm start` serves them. */
export function deployedLayout() {
  const app = (folder) => ({
    distDir: path.join(REPO_DIR, folder, 'dist'),
    contextDir: path.join(REPO_DIR, folder),
  });
  return {
    shell: app('shell'),
    remotes: {
      'public-site': app('remotes/public-site'),
      customer: app('remotes/customer'),
      admin: app('remotes/admin'),
    },
  };
}

/**
 * The file and the build a URL path is served from, or null for anything else
 * (/config.json, the API).
 * @param {Layout} layout
 * @param {string} pathname
 * @returns {{ file: string, app: string, build: AppBuild } | null}
 */
export function locate(layout, pathname) {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  const [app, build, relative] = remote
    ? [remote[1], layout.remotes[remote[1]], remote[2]]
    : ['shell', layout.shell, pathname.slice(1)];
  if (!build) return null;
  const file = path.join(build.distDir, relative);
  return existsSync(file) ? { file, app, build } : null;
}

const statsCache = new Map();

/**
 * Origin of a built file that has no source map, from the federation stats the
 * build wrote (mf-stats.json names the files of each shared module and expose).
 * @returns {import('./classify.mjs').Origin}
 */
export function fallbackOrigin(app, build, file) {
  const name = path.basename(file);
  const statsFile = path.join(build.distDir, 'mf-stats.json');
  if (!statsCache.has(statsFile)) {
    statsCache.set(statsFile, existsSync(statsFile) ? JSON.parse(readFileSync(statsFile, 'utf8')) : null);
  }
  const stats = statsCache.get(statsFile);
  const holds = (assets) =>
    [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? []), ...(assets?.css?.sync ?? [])].includes(name);
  const shared = stats?.shared?.find((entry) => holds(entry.assets));
  if (shared) return { part: 'libraries', owner: shared.name };
  if (name === 'remoteEntry.js') return { part: 'runtime', owner: '@module-federation/*' };
  return app === 'shell'
    ? { part: 'shell', owner: 'shell/src' }
    : { part: 'remote', owner: `remotes/${app}/src` };
}
