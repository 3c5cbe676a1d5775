// Loads one page in a fresh Chromium context (a first visit: empty cache) and
// records every JavaScript and CSS file it requested until the network went quiet:
// what the page needed to become usable, and what it fetched right after (the shell's
// auth modals, preloaded once the first area has rendered).
import { withDeadline } from './deadline.mjs';

const PAGE_DEADLINE_MS = 20_000;
/** The network is idle once no script or stylesheet was requested for this long... */
const QUIET_MS = 1_500;
/** ...which the shell's idle-time preloads (requestIdleCallback, 3 s timeout) reach well within this. */
const IDLE_DEADLINE_MS = 8_000;

/**
 * @typedef {object} Download
 * @property {string} pathname
 * @property {'script' | 'stylesheet'} type
 * @property {number} status
 * @property {number} transferred  body bytes as served (after the server's compression)
 * @property {string} encoding     content-encoding as served, '' for none
 * @property {boolean} afterUsable  requested after the page was usable (idle-time preloads)
 *
 * @typedef {object} PageVisit
 * @property {Download[]} downloads  JS and CSS requested by network idle (before and after usable)
 * @property {string[]} late  the pathnames of those requested after the page was usable
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
 * A session the page restores as after a reload (D39): the marker that a refresh cookie
 * may exist and the tab's hint, written before any script runs; the silent refresh is
 * answered with the session (user and access token), and every other API call but
 * /api/health with 503: the token is not one the server issued, and a 401 would sign the
 * page out (D7) before it is measured.
 */
async function injectSession(context, session) {
  await context.addInitScript((saved) => {
    localStorage.setItem('vb.session', '1');
    sessionStorage.setItem('user', JSON.stringify(saved.user));
    sessionStorage.setItem('isAuthenticated', 'true');
  }, session);
  await context.route(/\/api\/(?!health)/, (route) =>
    new URL(route.request().url()).pathname === '/api/auth/refresh'
      ? route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            success: true,
            message: 'bench',
            data: { user: session.user, tokens: { accessToken: session.token } },
          }),
        })
      : route.fulfill({
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
    let lastRequestAt = Date.now();
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const { pathname } = new URL(request.url());
      lastRequestAt = Date.now();
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
    // Network idle: no new script or stylesheet for QUIET_MS (Playwright's own
    // 'networkidle' may already have fired before an idle-time preload starts).
    const idleBy = Date.now() + IDLE_DEADLINE_MS;
    while (Date.now() - lastRequestAt < QUIET_MS && Date.now() < idleBy) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const requests = await withDeadline(Promise.all(pending), PAGE_DEADLINE_MS, `downloads of ${url}`);
    const downloads = requests.map(({ startedAt, ...request }) => ({
      ...request,
      afterUsable: startedAt > usableAt,
    }));
    const late = downloads.filter((download) => download.afterUsable).map((download) => download.pathname);
    return { downloads, late, usableMs, heading, errors };
  } finally {
    await context.close();
  }
}
