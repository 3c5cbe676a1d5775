// Which part of the portal a module of a built file comes from. The four parts of
// issue 6: the shell's own code, the runtime (federation's, with webpack's small
// bootstrap), libraries (npm packages and the shared/* workspace packages) and the
// remote's own code.
import path from 'node:path';
import { REPO_DIR } from './repo.mjs';

export const PARTS = ['shell', 'runtime', 'libraries', 'remote'];

/**
 * @typedef {object} Origin
 * @property {'shell' | 'runtime' | 'libraries' | 'remote'} part
 * @property {string} owner  the package or folder, for the detail table
 */

/**
 * Turns a source-map source ("webpack://shell/../node_modules/react/index.js") into
 * an absolute path, or a "webpack/…" key for webpack's generated runtime modules.
 * @param {string} source
 * @param {string} contextDir  the build's context (its sources are relative to it)
 */
export function resolveSource(source, contextDir) {
  const relative = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/[?|].*$/, '');
  if (relative.startsWith('webpack/')) return relative;
  return path.resolve(contextDir, relative);
}

/**
 * @param {string} resolved  from resolveSource
 * @returns {Origin}
 */
export function originOf(resolved) {
  if (resolved.startsWith('webpack/')) return { part: 'runtime', owner: 'webpack runtime' };
  const normalized = resolved.split(path.sep).join('/');
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(normalized)?.[1];
  if (pkg?.startsWith('@module-federation/') || pkg === '.federation') {
    return { part: 'runtime', owner: '@module-federation/*' };
  }
  if (pkg) return { part: 'libraries', owner: pkg };
  const inRepo = path.relative(REPO_DIR, resolved).split(path.sep).join('/');
  const shared = /^shared\/([^/]+)\//.exec(inRepo);
  if (shared) return { part: 'libraries', owner: `@portal/${shared[1]}` };
  // The shell by feature folder, to show what its own bytes are spent on.
  const feature = /^shell\/src\/features\/([^/]+)\//.exec(inRepo)?.[1];
  if (feature) return { part: 'shell', owner: `shell/src/features/${feature}` };
  if (inRepo.startsWith('shell/')) return { part: 'shell', owner: 'shell/src (other)' };
  const remote = /^remotes\/([^/]+)\//.exec(inRepo);
  if (remote) return { part: 'remote', owner: `remotes/${remote[1]}/src` };
  // The single-bundle benchmark's glue (bench/single-bundle) stands in for the shell's
  // federation calls.
  if (inRepo.startsWith('bench/')) return { part: 'shell', owner: 'bench glue' };
  return { part: 'runtime', owner: 'webpack runtime' };
}
