import { spawnSync } from 'node:child_process';
import { BUILDS, markBuilt, staleReason } from '../../staleBuild.mjs';
import { stoppedAfter } from './cleanup.mjs';
import { e2eSupport } from './e2e-support.mjs';
import { REPO_DIR } from './repo.mjs';

const BUILD_DEADLINE_MS = 5 * 60_000;

/**
 * The byte and Lighthouse parts measure what `npm start` serves, so they need every
 * app built from the sources as they are: like `npm start`, this builds an app whose
 * build is missing or older than any of its sources (scripts/staleBuild.mjs), so a
 * measurement never reads an old dist.
 */
export function ensureBuilt(log) {
  for (const build of BUILDS) {
    const reason = staleReason(build, REPO_DIR);
    if (!reason) continue;
    log(`building ${build.workspace} (${reason})…`);
    // spawnSync blocks the part's own deadline timer, so it carries its own. The
    // build's output goes to stderr: stdout holds the tables.
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
      cwd: REPO_DIR,
      stdio: ['ignore', 2, 2],
      timeout: BUILD_DEADLINE_MS,
    });
    if (result.status !== 0) {
      throw new Error(`npm run build -w ${build.workspace} failed or took over 5 minutes`);
    }
    markBuilt(build, REPO_DIR);
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
