// A Chromium tab that is signed in to the portal, for Lighthouse to measure a page
// behind the sign-in. The session lives in session storage, which belongs to one tab:
// Lighthouse left to itself opens a tab of its own, where nobody is signed in. So the
// tab is opened here, signed in, and handed to Lighthouse.
import { createRequire } from 'node:module';
import { stoppedAfter } from './cleanup.mjs';
import { e2eSupport } from './e2e-support.mjs';

// Lighthouse drives a tab through puppeteer-core, its own dependency; the tab is opened
// with that same copy (found from Lighthouse's folder) so the two always agree, and
// nothing is added to the project's dependencies.
const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
/** @type {typeof import('puppeteer-core').default} */
const puppeteer = fromLighthouse('puppeteer-core');

/**
 * Opens a tab in the Chromium on `port`, signs `credentials` in through the API and
 * writes the session into the tab's session storage (e2e's signInWithApi, which only
 * needs `url`, `goto` and `evaluate`: puppeteer's page has them too), runs `use` with
 * the tab, and always closes it.
 * @template T
 * @param {{ port: number, portalUrl: string, credentials: { email: string, password: string } }} where
 * @param {(page: import('puppeteer-core').Page) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withSignedInTab({ port, portalUrl, credentials }, use) {
  const { signInWithApi } = await e2eSupport();
  // As Lighthouse connects itself: the window's own size, Lighthouse emulates the phone.
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  return stoppedAfter(
    // Disconnect only: chrome-launcher owns the browser and stops it.
    async () => browser.disconnect().catch(() => undefined),
    async () => {
      const page = await browser.newPage();
      try {
        await signInWithApi(/** @type {never} */ (page), portalUrl, credentials);
        return await use(page);
      } finally {
        await page.close().catch(() => undefined);
      }
    },
  );
}
