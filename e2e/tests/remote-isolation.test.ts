import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startPortal, trackPageErrors, type RunningPortal } from '../testing';
import { createVerifiedCustomer, signInWithApi } from '../testing/accounts';
import { portalSuite } from '../testing/suite';

/**
 * A remote that cannot be loaded must not take the shell down (issue 2, item 5):
 * the area shows its message with Retry, the navbar keeps working, and Retry
 * recovers once the remote is back. The failures are made in the network layer.
 */
type Failure = 'server down' | 'entry missing' | 'code throws';

async function breakRemote(page: Page, remote: string, failure: Failure): Promise<() => Promise<void>> {
  const pattern =
    failure === 'entry missing'
      ? `**/remotes/${remote}/remoteEntry.js*`
      : failure === 'code throws'
        ? `**/remotes/${remote}/*.js`
        : `**/remotes/${remote}/**`;
  await page.route(pattern, (route) => {
    if (failure === 'server down') return route.abort('connectionrefused');
    if (failure === 'entry missing') return route.fulfill({ status: 404, body: 'Not found' });
    // The entry runs; the Area's own code (its chunks) throws when evaluated.
    if (new URL(route.request().url()).pathname.endsWith('/remoteEntry.js')) return route.continue();
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'throw new Error("the remote shipped a bug");',
    });
  });
  return () => page.unroute(pattern);
}

describe('failure isolation of the public-site remote', () => {
  let portal: RunningPortal;
  let browser: Browser;

  before(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await portal?.stop();
  });

  for (const failure of ['server down', 'entry missing', 'code throws'] as const) {
    it(`shows a retryable area message when the ${failure}, and the shell keeps working`, async () => {
      const page = await browser.newPage();
      const restore = await breakRemote(page, 'public-site', failure);
      await page.goto(`${portal.url}/about`);

      const message = page.getByRole('heading', { name: 'The public site is unavailable right now' });
      await message.waitFor();
      // The shell is alive: its navbar and its modals still work.
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.getByRole('button', { name: 'Log In' }).first().click();
      await page.getByRole('dialog', { name: 'Log In' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await restore();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'Our values' }).waitFor();
      assert.equal(await message.count(), 0);
      await page.close();
    });
  }

  it('keeps the footer and navbar of the shell when only the remote is down', async () => {
    const page = await browser.newPage();
    const errors = trackPageErrors(page);
    await breakRemote(page, 'public-site', 'server down');
    await page.goto(`${portal.url}/contact`);
    await page.getByRole('heading', { name: 'The public site is unavailable right now' }).waitFor();
    await page.getByText(`© ${new Date().getFullYear()} VendorBridge. All rights reserved.`).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });
});

/**
 * The signed-in areas: their remote down must leave the shell, the navbar and the
 * other areas working, and Retry must bring the area back.
 */
describe('failure isolation of the customer and admin remotes', () => {
  const suite = portalSuite();
  let customer: { email: string; password: string; name: string };

  before(async () => {
    customer = await createVerifiedCustomer(suite.running.portal.url, suite.running.mail);
  });

  const cases = [
    { remote: 'customer', label: 'The customer portal', path: '/dashboard/overview', who: 'customer' },
    { remote: 'admin', label: 'The admin portal', path: '/admin/dashboard', who: 'admin' },
  ] as const;

  for (const { remote, label, path, who } of cases) {
    for (const failure of ['server down', 'entry missing', 'code throws'] as const) {
      it(`keeps the portal usable when the ${remote} remote's ${failure}, and Retry recovers`, async () => {
        const page = await suite.browser.newPage();
        const errors = trackPageErrors(page);
        await signInWithApi(page, suite.running.portal.url, who === 'admin' ? suite.running.admin : customer);
        const restore = await breakRemote(page, remote, failure);
        await page.goto(`${suite.running.portal.url}${path}`);

        const message = page.getByRole('heading', { name: `${label} is unavailable right now` });
        await message.waitFor();
        // The shell still knows who is signed in, and the public site still works.
        await page.getByText(/^Welcome, /).waitFor();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
        await page.getByRole('heading', { name: 'Our values' }).waitFor();

        // Back into the area while the remote is still broken: the message again.
        await page.goBack();
        await message.waitFor();

        await restore();
        await page.getByRole('button', { name: 'Retry' }).click();
        await page
          .getByRole('navigation', { name: `${remote === 'admin' ? 'Admin' : 'Customer'} Portal` })
          .waitFor();
        assert.equal(await message.count(), 0);
        // Only the injected failure may have surfaced as a page error.
        assert.ok(
          errors.every((text) => text.includes('the remote shipped a bug')),
          errors.join('\n'),
        );
        await page.close();
      });
    }
  }
});
