import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { API_PATHS } from '@portal/contracts/api';
import { firstReadsFor } from '@portal/contracts/areas';
import { FIRST_SCREEN_ELEMENT_ID } from '@portal/contracts/firstScreen';
import { createVerifiedCustomer, signInWithApi, trackPageErrors } from '../testing';
import { newCustomerOverviewShown, quickStat } from '../testing/overview';
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
      // The server's markup shows the same at once (below); what is asserted here is the
      // shell's own page, which has taken the markup's place.
      await page.waitForFunction(() => document.querySelector('[data-prerendered]') === null);
      // Both first reads' answers on screen: the onboarding's next step and the counts.
      await newCustomerOverviewShown(page);
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

  it('arrives as the overview itself, rendered for the customer: it shows with JavaScript off', async () => {
    const url = suite.running.portal.url;
    const credentials = await createVerifiedCustomer(url, suite.running.mail);
    const signedIn = await suite.browser.newContext();
    const noScripts = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const {
        user: { name },
      } = await signInWithApi(await signedIn.newPage(), url, credentials);
      await noScripts.addCookies(await signedIn.cookies());
      const page = await noScripts.newPage();
      const answer = await page.goto(`${url}/dashboard/overview`);
      assert.equal(answer?.headers()['cache-control'], 'no-store, private');
      await page.getByRole('heading', { level: 1, name: `Welcome, ${name}` }).waitFor();
      await quickStat(page, 'Pending Payments').getByText('0', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Log Out' }).waitFor();
      assert.equal(await page.getByText('Loading your payment counts').count(), 0);
    } finally {
      await signedIn.close();
      await noScripts.close();
    }
  });

  it("is taken over by the shell with no shift and no loading state, its largest paint the markup's", async (t) => {
    const url = suite.running.portal.url;
    const credentials = await createVerifiedCustomer(url, suite.running.mail);
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 740 } });
    try {
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      const {
        user: { name },
      } = await signInWithApi(page, url, credentials);
      await page.addInitScript(() => {
        const watched = { shifts: 0, paints: [] as string[], loadingShown: false };
        (window as unknown as { __watched: typeof watched }).__watched = watched;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            watched.shifts += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { element: Element | null }[]) {
            watched.paints.push(entry.element?.tagName ?? '?');
            (window as unknown as { __painted: (Element | null)[] }).__painted ??= [];
            (window as unknown as { __painted: (Element | null)[] }).__painted.push(entry.element);
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // After every change: a loading state on screen (the live tree is outside the document until it swaps in).
        new MutationObserver(() => {
          const root = document.getElementById('root');
          if (root?.querySelector('.skeleton, .area-loading, [aria-busy="true"]')?.checkVisibility()) {
            watched.loadingShown = true;
          }
        }).observe(document, { childList: true, subtree: true, attributes: true });
      });
      const answer = await page.goto(`${url}/dashboard/overview`);
      const sent = (await answer?.text()) ?? '';
      assert.match(sent, /<div id="root" data-prerendered="">[\s\S]*Welcome, /);
      await page.waitForFunction(() => document.querySelector('[data-prerendered]') === null);
      await page.getByRole('heading', { level: 1, name: `Welcome, ${name}` }).waitFor();
      assert.equal(await page.locator('#root').count(), 1);
      assert.equal(await page.locator('main#main-content').count(), 1);
      const watched = await page.evaluate(() => {
        const { __watched, __painted = [] } = window as unknown as {
          __watched: { shifts: number; paints: string[]; loadingShown: boolean };
          __painted?: (Element | null)[];
        };
        return { ...__watched, gone: __painted.map((element) => !element?.isConnected) };
      });
      t.diagnostic(
        `largest contentful paints: ${watched.paints.join(', ')}; markup's: ${watched.gone.join(', ')}`,
      );
      assert.equal(watched.shifts, 0);
      assert.equal(watched.loadingShown, false, 'no loading state was shown');
      // Every largest paint was the server's markup's (gone with it): the takeover never painted larger.
      assert.ok(watched.gone.length > 0 && watched.gone.every(Boolean), watched.paints.join(', '));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
