import type { Page } from 'playwright-core';

/** Requests under way in each tab, counted from the first in-app navigation on. */
const inFlight = new WeakMap<Page, { count: number }>();

function trackRequests(page: Page): { count: number } {
  const known = inFlight.get(page);
  if (known) return known;
  const counter = { count: 0 };
  page.on('request', () => (counter.count += 1));
  const done = () => (counter.count = Math.max(0, counter.count - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  inFlight.set(page, counter);
  return counter;
}

/** Waits until the tab has had no request under way for `quietMs` (a lazy chunk, a read). */
async function waitForQuiet(page: Page, counter: { count: number }, quietMs = 500): Promise<void> {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (counter.count > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Opens `pathname` as a link inside the portal would: once the portal is loaded in the
 * tab, through the router (history.pushState and a popstate event, which React Router's
 * BrowserRouter follows) instead of a new page load, then waits until the tab's requests
 * are done. A page load asks the server for a new access token from the refresh cookie,
 * and the server allows that ten times a minute per session: a test that visits every
 * screen in turn by page loads would be signed out.
 */
export async function openInApp(page: Page, baseUrl: string, pathname: string): Promise<void> {
  const first = !inFlight.has(page);
  const counter = trackRequests(page);
  // The first time, the tab may show anything (a sign-in leaves it on a JSON answer).
  if (first || !page.url().startsWith(baseUrl)) {
    await page.goto(`${baseUrl}${pathname}`);
  } else {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, pathname);
    await page.waitForURL(`${baseUrl}${pathname}`);
  }
  await waitForQuiet(page, counter);
}
