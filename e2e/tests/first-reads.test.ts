import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { areaForPath, firstReadsFor, type FirstReadsViewer } from '@portal/contracts/areas';
import type { Page } from 'playwright-core';
import { createVerifiedCustomer, signInWithApi, trackPageErrors } from '../testing';
import { newCustomerOverviewShown } from '../testing/overview';
import { portalSuite, type PortalSuite } from '../testing/suite';

/**
 * Issue 23 point 7 in real Chromium: on a page without its first screen (D41), a signed-in
 * page's first reads go out with the session, before the area's code has arrived, and the area takes their answers
 * instead of asking again. Each read is asked once on a reload, and the page shows
 * what it answered.
 */

/** Counts the page's GETs of each of `paths` (under /api, query included). */
function countReads(page: Page, paths: readonly string[]) {
  const counts: Record<string, number> = Object.fromEntries(paths.map((path) => [path, 0]));
  page.on('request', (request) => {
    if (request.method() !== 'GET') return;
    const url = new URL(request.url());
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    if (url.pathname.startsWith('/api/') && path in counts) counts[path] = (counts[path] ?? 0) + 1;
  });
  return counts;
}

/**
 * Holds back the files of `remote` other than its entry (the Area's chunks) until the
 * returned function is called: while they are held, the area cannot render or ask
 * anything itself.
 */
async function holdAreaChunks(page: Page, remote: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith(`/remotes/${remote}/`) && !url.pathname.endsWith('/remoteEntry.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Waits until `done` holds, polling, for at most `ms`; answers whether it did. */
async function eventually(page: Page, done: () => boolean, ms = 10_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await page.waitForTimeout(50)) {
    if (done()) return true;
  }
  return done();
}

/**
 * Signs in as `credentials` in a fresh context and opens `path` as a reload would, with
 * its area's chunks held back: every first read must go out while they are held (only
 * the shell can have sent it). Then lets them in, waits until `showsAnswers` finds every
 * answer on screen and the network is idle, and checks that each first read was asked
 * exactly once (the area took the answers), with no page error.
 */
async function assertReadAhead(
  suite: PortalSuite,
  credentials: { email: string; password: string },
  path: string,
  viewer: FirstReadsViewer,
  showsAnswers: (page: Page) => Promise<void>,
) {
  const url = suite.running.portal.url;
  const reads = firstReadsFor(path, viewer);
  const remote = areaForPath(path)?.remote;
  assert.ok(reads.length > 0 && remote, `${path} has an area and first reads`);
  const once = Object.fromEntries(reads.map((read) => [read, 1]));
  const context = await suite.browser.newContext();
  try {
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signInWithApi(page, url, credentials);
    // Without the page cookie (a session from before D41, until its next refresh) the page
    // comes plain and the shell reads ahead itself: that path is the one tested here
    // (first-screen.test.ts has the page that brings its reads).
    await context.clearCookies({ name: 'vb_page' });
    const counts = countReads(page, reads);
    const release = await holdAreaChunks(page, remote);
    // The page's load event waits for the held chunks: only wait for the navigation.
    await page.goto(`${url}${path}`, { waitUntil: 'commit' });
    const sentAhead = await eventually(page, () => reads.every((read) => (counts[read] ?? 0) > 0));
    assert.ok(
      sentAhead,
      `the first reads went out before the area's code arrived: ${JSON.stringify(counts)}`,
    );
    assert.deepEqual(counts, once);
    release();
    await showsAnswers(page);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(counts, once);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
}

describe('the first reads of a signed-in page', () => {
  const suite = portalSuite();

  it("asks the customer overview's reads once on a reload and shows their answers", async () => {
    const credentials = await createVerifiedCustomer(suite.running.portal.url, suite.running.mail);
    await assertReadAhead(
      suite,
      credentials,
      '/user-dashboard',
      { role: 'user', approved: false },
      async (page) => {
        // The onboarding state's next step and the counts are on screen: both answers arrived.
        await newCustomerOverviewShown(page);
      },
    );
  });

  it("asks the admin dashboard's reads once on a reload and shows their answers", async () => {
    const admin = suite.running.admin;
    await assertReadAhead(
      suite,
      admin,
      '/admin/dashboard',
      { role: 'admin', approved: true },
      async (page) => {
        // Both answers are on screen: a count (not the '…' of a read under way), and the
        // activity's entries or the words for none.
        await page
          .locator('.stat')
          .filter({ hasText: 'Total Users' })
          .locator('dd')
          .getByText(/^\d+$/)
          .waitFor();
        const activity = page.getByRole('region', { name: 'Recent Activity' });
        await activity
          .locator('.activity-list li')
          .or(activity.getByText('No activity has been recorded yet.'))
          .first()
          .waitFor();
      },
    );
  });
});
