import type { Page } from 'playwright-core';

/**
 * Holds the page's `method` requests to API paths matching `path` for `ms` before
 * sending them on. The portal shows a busy state exactly as long as a call runs; on
 * loopback a call is over before a test could look, so the test lengthens it.
 */
export async function slowDown(page: Page, method: string, path: RegExp, ms = 400): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/api/') && path.test(url.pathname.slice('/api'.length)),
    async (route) => {
      if (route.request().method() === method) await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fallback();
    },
  );
}
