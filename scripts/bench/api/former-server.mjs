// The server as it was before access tokens were checked against their session
// (issue 12, item 3), built from git for the before/after figure of /auth/me. The
// commit's server, drizzle migrations and contracts are extracted under .bench/ and
// bundled the way server/build.mjs bundles the current one; registry packages load
// from the repository's node_modules.
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

/**
 * @param {(line: string) => void} log
 * @returns {Promise<string | null>} the bundle's path, or null (logged) when the commit is not in this clone
 */
export async function buildFormerServer(log) {
  const root = path.join(REPO_DIR, '.bench', 'former-server', FORMER_COMMIT.slice(0, 12));
  const main = path.join(root, 'server', 'dist', 'main.js');
  if (existsSync(main)) return main;
  try {
    execFileSync('git', ['cat-file', '-e', `${FORMER_COMMIT}^{commit}`], { cwd: REPO_DIR, stdio: 'ignore' });
  } catch {
    log(`commit ${FORMER_COMMIT.slice(0, 12)} is not in this clone: the former /auth/me is not measured`);
    return null;
  }
  log(`building the server of ${FORMER_COMMIT.slice(0, 12)} (before the session check)…`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', FORMER_COMMIT, ...WHAT], {
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
    // The contracts of that commit, not today's.
    alias: { '@portal/contracts': path.join(root, 'shared', 'contracts', 'src', 'index.ts') },
    logLevel: 'warning',
  });
  return main;
}
