import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { API_PATHS } from '@portal/contracts/api';
import { firstReadsFor } from '@portal/contracts/areas';
import { FIRST_SCREEN_ELEMENT_ID } from '@portal/contracts/firstScreen';
import { createVerifiedCustomer, signInWithApi, trackPageErrors } from '../testing';
import { portalSuite } from '../testing/suite';

/**
 * D41 in real Chromium: a signed-in reload of the customer overview shows its data from
 * the page itself, while the silent refresh (which brings the access token) is still held
 * back; the first reads are not asked again, the block leaves the page once read, and the
 * page runs no inline script (no CSP violation).
 */
describe('the first screen that comes with a signed-in page', () => {
  const suite = portalSuite();

  it('shows the overview from the page while the refresh is still pending, with no CSP violation', async () => {
    const url = suite.running.portal.url;
    const credentials = await createVerifiedCustomer(url, suite.running.mail);
    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __violations: string[] }).__violations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
      });
      await signInWithApi(page, url, credentials);

      // The refresh is held until the test lets it go.
      let refreshes = 0;
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`${url}/api${API_PATHS.refresh}`, async (route) => {
        refreshes += 1;
        await released;
        await route.continue();
      });
      const path = '/dashboard/overview';
      const reads = firstReadsFor(path, { role: 'user', approved: false });
      const asked: string[] = [];
      page.on('request', (request) => {
        const requested = new URL(request.url());
        if (request.method() === 'GET' && requested.pathname.startsWith('/api/')) {
          asked.push(`${requested.pathname.replace(/^\/api/, '')}${requested.search}`);
        }
      });

      const answer = await page.goto(`${url}${path}`, { waitUntil: 'commit' });
      assert.equal(answer?.headers()['cache-control'], 'no-store, private');
      // Both first reads' answers on screen: the onboarding's next step and the counts.
      await page
        .getByRole('region', { name: 'Account Pending Approval' })
        .getByRole('link', { name: 'Complete Profile' })
        .waitFor();
      await page
        .getByRole('region', { name: 'Quick Stats' })
        .locator('.stat')
        .filter({ hasText: 'Pending Payments' })
        .locator('dd')
        .getByText('0', { exact: true })
        .waitFor();
      assert.equal(refreshes, 1, 'the refresh went out beside the first render and is still held');
      assert.deepEqual(
        asked.filter((read) => reads.includes(read)),
        [],
        'the first reads came with the page',
      );
      assert.equal(await page.locator(`#${FIRST_SCREEN_ELEMENT_ID}`).count(), 0, 'the block is read once');

      release();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
        [],
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
