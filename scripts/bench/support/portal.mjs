import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { stoppedAfter } from './cleanup.mjs';
import { e2eSupport } from './e2e-support.mjs';
import { REPO_DIR } from './repo.mjs';

const BUILD_DEADLINE_MS = 5 * 60_000;

const BUILT = [
  ['remotes/public-site', 'dist/mf-manifest.json'],
  ['remotes/customer', 'dist/mf-manifest.json'],
  ['remotes/admin', 'dist/mf-manifest.json'],
  ['shell', 'dist/index.html'],
  ['server', 'dist/main.js'],
];

/**
 * The byte and Lighthouse parts measure what `npm start` serves, so they need every
 * app built. Builds only what is missing (as `npm start` does), never rebuilds.
 */
export function ensureBuilt(log) {
  for (const [workspace, output] of BUILT) {
    if (existsSync(path.join(REPO_DIR, workspace, output))) continue;
    log(`building ${workspace} (no ${output} yet)…`);
    // spawnSync blocks the part's own deadline timer, so it carries its own. The
    // build's output goes to stderr: stdout holds the tables.
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: REPO_DIR,
      stdio: ['ignore', 2, 2],
      timeout: BUILD_DEADLINE_MS,
    });
    if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed or took over 5 minutes`);
  }
}

/**
 * Runs `use` against the built portal on a free loopback port and always stops it.
 * @template T
 * @param {(portal: import('./e2e-support.mjs').RunningPortal) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withPortal(use) {
  const { startPortal } = await e2eSupport();
  const portal = await startPortal({ LOG_LEVEL: 'warn' });
  return stoppedAfter(portal.stop, () => use(portal));
}

/**
 * Runs `use` with a headless Chromium (Debian's, flags of e2e/testing/browser.ts).
 * @template T
 * @param {(browser: import('playwright-core').Browser) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withBrowser(use) {
  const { launchBrowser } = await e2eSupport();
  const browser = await launchBrowser();
  return stoppedAfter(
    () => browser.close(),
    () => use(browser),
  );
}
