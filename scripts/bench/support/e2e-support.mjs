// The benchmark starts the portal and Chromium exactly as the browser tests do, by
// reusing e2e/testing (TypeScript, loaded through tsx) instead of a second copy.
import { tsImport } from 'tsx/esm/api';

/**
 * @typedef {object} RunningPortal
 * @property {string} url
 * @property {number} port
 * @property {string[]} logs
 * @property {() => Promise<void>} stop
 *
 * @typedef {object} E2eSupport
 * @property {(env?: Record<string, string>) => Promise<RunningPortal>} startPortal
 * @property {() => Promise<import('playwright-core').Browser>} launchBrowser
 * @property {() => Promise<number>} freePort
 * @property {string} CHROMIUM_PATH
 * @property {string[]} CHROMIUM_FLAGS
 */

/** @type {Promise<E2eSupport> | undefined} */
let loaded;

/** @returns {Promise<E2eSupport>} */
export function e2eSupport() {
  loaded ??= tsImport('../../../e2e/testing/index.ts', import.meta.url);
  return loaded;
}
