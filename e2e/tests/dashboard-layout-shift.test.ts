import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  ADMIN_CREDENTIALS,
  launchBrowser,
  signInWithApi,
  startPortalWithMail,
  type PortalWithMail,
} from '../testing';

/**
 * Issue 34: the admin dashboard's warnings (placeholder naira rates, screening off) arrive with
 * their reads; they once pushed the figures and the quick actions down as they appeared (a
 * layout shift of 0.38 at 412 px, 0.10 at 1280 px). Now nothing on screen moves while it loads.
 */
describe('the admin dashboard while it loads', () => {
  let running: PortalWithMail;
  let browser: Browser;

  before(async () => {
    running = await startPortalWithMail();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await running?.stop();
  });

  for (const width of [412, 1280]) {
    it(`moves nothing on screen at ${width} px, its warnings shown above the figures`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 823 } });
      try {
        await page.addInitScript(() => {
          const seen = { shift: 0 };
          (window as unknown as { __seen: typeof seen }).__seen = seen;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              seen.shift += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${running.portal.url}/about`);
        await signInWithApi(page, running.portal.url, ADMIN_CREDENTIALS);
        await page.goto(`${running.portal.url}/admin/dashboard`);
        // A new portal's rates are placeholders: the warning is there, with the figures under it.
        await page.getByText(/Naira rates need attention/).waitFor();
        await page.getByRole('region', { name: 'Recent Activity' }).waitFor();
        await page.waitForLoadState('networkidle');
        const shift = await page.evaluate(
          () => (window as unknown as { __seen: { shift: number } }).__seen.shift,
        );
        assert.equal(shift, 0, `layout shift ${shift}`);
      } finally {
        await page.close();
      }
    });
  }
});
