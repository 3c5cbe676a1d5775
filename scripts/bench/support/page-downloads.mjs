// Loads one page in a fresh Chromium context (a first visit: empty cache) and
// records every JavaScript and CSS file it requested before the page was usable.
import { withDeadline } from './deadline.mjs';

const PAGE_DEADLINE_MS = 20_000;

/**
 * @typedef {object} Download
 * @property {string} pathname
 * @property {'script' | 'stylesheet'} type
 * @property {number} status
 * @property {number} transferred  body bytes as served (after the server's compression)
 * @property {string} encoding     content-encoding as served, '' for none
 *
 * @typedef {object} PageVisit
 * @property {Download[]} downloads  JS and CSS requested before the page was usable
 * @property {string[]} late  JS and CSS requested after (idle-time preloads)
 * @property {number} usableMs  navigation start (the page's time origin) → usable
 * @property {string} heading   the area's first heading, to show what rendered
 * @property {string[]} errors   uncaught page errors (a variant that breaks the page shows here)
 *
 * @typedef {object} Session
 * @property {{ id: string, name: string, email: string, role: 'user' | 'admin', approved: boolean }} user
 * @property {string} token
 */

// The shell shows `.area-loading` while a remote's Area is fetched; the page is usable
// once the area has rendered its own content (or its "unavailable" message). A
// MutationObserver in the page notes the moment (epoch ms) the DOM first gets there,
// so a request is counted by when it started, not by when a poll noticed.
/* global document, window, MutationObserver */
const RECORD_USABLE_AT = () => {
  const usable = () => {
    const body = document.querySelector('.app-body');
    return Boolean(body && !body.querySelector('.area-loading') && body.querySelector('h1, [role=alert]'));
  };
  const observer = new MutationObserver(() => {
    if (!usable()) return;
    window.__benchUsableAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
};

/**
 * A session written into sessionStorage under the spec's keys before any script runs,
 * and every API call but /api/health answered 503: the token is not one the server
 * issued, and a 401 would sign the page out (D7) before it is measured.
 */
async function injectSession(context, session) {
  await context.addInitScript((saved) => {
    sessionStorage.setItem('user', JSON.stringify(saved.user));
    sessionStorage.setItem('token', saved.token);
    sessionStorage.setItem('isAuthenticated', 'true');
  }, session);
  await context.route(/\/api\/(?!health)/, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"success":false,"message":"bench"}',
    }),
  );
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ session?: Session }} [options]
 * @returns {Promise<PageVisit>}
 */
export async function visitPage(browser, url, { session } = {}) {
  const context = await browser.newContext();
  try {
    if (session) await injectSession(context, session);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(RECORD_USABLE_AT);
    const pending = [];
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const { pathname } = new URL(request.url());
      pending.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          return {
            pathname,
            type,
            status: response?.status() ?? 0,
            transferred: sizes.responseBodySize,
            encoding: (await response?.headerValue('content-encoding')) ?? '',
            startedAt: request.timing().startTime,
          };
        })(),
      );
    });

    await withDeadline(
      (async () => {
        await page.goto(url);
        await page.waitForFunction(() => window.__benchUsableAt !== undefined, undefined, { polling: 50 });
      })(),
      PAGE_DEADLINE_MS,
      `loading ${url}`,
    );
    const usableAt = await page.evaluate(() => window.__benchUsableAt);
    const usableMs = Math.round(usableAt - (await page.evaluate(() => performance.timeOrigin)));
    const heading = (
      (await page.locator('.app-body h1, .app-body [role=alert]').first().textContent()) ?? ''
    ).trim();
    // Give idle-time preloads a moment to start, to report them apart.
    await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
    const requests = await withDeadline(Promise.all(pending), PAGE_DEADLINE_MS, `downloads of ${url}`);
    const downloads = requests.filter((request) => request.startedAt <= usableAt);
    const late = requests
      .filter((request) => request.startedAt > usableAt)
      .map((request) => request.pathname);
    return { downloads, late, usableMs, heading, errors };
  } finally {
    await context.close();
  }
}
