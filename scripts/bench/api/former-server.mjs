// The server as it was at an earlier commit, built from git for a before/after figure:
// part 5's /auth/me before access tokens were checked against their session (issue 12,
// item 3, the default), part 11's before businesses and teams (issue 21). The commit's
// server, drizzle migrations and contracts are extracted under .bench/ and bundled the
// way server/build.mjs bundles the current one; registry packages load from the
// repository's node_modules.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_DIR } from './server.mjs';

/**
 * What the former build needs in its environment: packages the server workspace keeps
 * in its own node_modules (not hoisted) are not found from under .bench/ otherwise.
 */
export const FORMER_ENV = {
  NODE_PATH: [path.join(REPO_DIR, 'server', 'node_modules'), path.join(REPO_DIR, 'node_modules')].join(
    path.delimiter,
  ),
};

/** The last commit whose /auth/me made no session check (its child added the sid claim). */
export const FORMER_COMMIT = '5352aba37e707f3b91acbcffef26bee99d16eeb7';
const WHAT = ['server/src', 'server/drizzle', 'server/package.json', 'shared/contracts/src'];

/** The full hash of `revision` (a hash, or an expression such as `d8f4497^`), or null when not in this clone. */
function commitOf(revision) {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], {
      cwd: REPO_DIR,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/**
 * @param {(line: string) => void} log
 * @param {{ commit?: string, before?: string }} [which]  the commit (part 5's by default) and
 *   what it comes before, for the log
 * @returns {Promise<string | null>} the bundle's path, or null (logged) when the commit is not in this clone
 */
export async function buildFormerServer(
  log,
  { commit: revision = FORMER_COMMIT, before = 'the session check' } = {},
) {
  const commit = commitOf(revision);
  if (!commit) {
    log(`commit ${revision.slice(0, 12)} is not in this clone: the server before ${before} is not measured`);
    return null;
  }
  const root = path.join(REPO_DIR, '.bench', 'former-server', commit.slice(0, 12));
  const main = path.join(root, 'server', 'dist', 'main.js');
  if (existsSync(main)) return main;
  log(`building the server of ${commit.slice(0, 12)} (before ${before})…`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit, ...WHAT], {
    cwd: REPO_DIR,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  const pkg = JSON.parse(readFileSync(path.join(root, 'server', 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));
  await build({
    entryPoints: [path.join(root, 'server', 'src', 'main.ts')],
    outfile: main,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    external: [...external, 'zod', 'zod/*'],
    // The contracts of that commit, not today's: its barrel (src/index.ts) or its subpaths.
    alias: { '@portal/contracts': path.join(root, 'shared', 'contracts', 'src') },
    logLevel: 'warning',
  });
  return main;
}
