/* global window -- the page.evaluate callback below runs in the browser */
// One cold visit of a page over an emulated slow link, timed by the browser's own paint
// entries: first contentful paint, and the largest contentful paint once the page's
// real content (its h1) is on screen.

/**
 * Chromium's devtools network emulation (CDP Network.emulateNetworkConditions): every
 * request waits `latency` ms before its answer, and all of them share the throughput.
 */
export const SLOW_LINK = { kbps: 400, rttMs: 400 };

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, signIn?: (page: import('playwright-core').Page) => Promise<void>, throttled: boolean }} visit
 * @returns {Promise<{ fcpMs: number, lcpMs: number, contentMs: number }>}
 */
export async function measureVisit(browser, { url, signIn, throttled }) {
  // A fresh context per visit: an empty HTTP cache, as on a first visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // Signing in happens at full speed: only the visit itself is measured.
    if (signIn) await signIn(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttled) {
      const bytesPerSecond = (SLOW_LINK.kbps * 1000) / 8;
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: SLOW_LINK.rttMs,
        downloadThroughput: bytesPerSecond,
        uploadThroughput: bytesPerSecond,
      });
    }
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator('main h1, h1').first().waitFor({ state: 'visible', timeout: 60_000 });
    const contentMs = await page.evaluate(() => performance.now());
    // Give the page a moment to paint what it has, then read the buffered entries.
    await page.waitForTimeout(500);
    const finalPath = new URL(page.url()).pathname;
    const expected = new URL(url).pathname;
    if (finalPath !== expected) throw new Error(`${url} ended on ${finalPath}: the visit did not stay`);
    const paints = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          let lcp = NaN;
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) lcp = entry.startTime;
          });
          observer.observe({ type: 'largest-contentful-paint', buffered: true });
          // Buffered entries are delivered in a task of their own.
          window.setTimeout(() => {
            observer.disconnect();
            resolve({ fcpMs: fcp, lcpMs: lcp });
          }, 50);
        }),
    );
    return { ...paints, contentMs };
  } finally {
    await context.close().catch(() => undefined);
  }
}
