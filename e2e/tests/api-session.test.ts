import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ADMIN_CREDENTIALS,
  createVerifiedCustomer,
  extractResetLink,
  isResetMail,
  signInWithApi,
  trackPageErrors,
} from '../testing';
import { portalSuite } from '../testing/suite';

/**
 * The e2e helpers other browser tests build on: a customer made through the API
 * (code read from the captured e-mail) and the configured admin, each signed in by
 * writing the session, start their next page signed in on their own dashboard.
 */
describe('signing in through the API for browser tests', () => {
  const suite = portalSuite();

  it('a created customer reaches the customer area at /dashboard/overview', async () => {
    const { portal, mail } = suite.running;
    const customer = await createVerifiedCustomer(portal.url, mail);
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    const session = await signInWithApi(page, portal.url, customer);
    assert.equal(session.user.role, 'user');
    assert.equal(session.user.approved, false);

    await page.goto(`${portal.url}/dashboard/overview`);
    await page.getByRole('navigation', { name: 'Customer Portal' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/dashboard/overview');
    await page.getByText(`Welcome, ${customer.name}`).first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the configured admin reaches /admin-dashboard', async () => {
    const { portal } = suite.running;
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    const session = await signInWithApi(page, portal.url, ADMIN_CREDENTIALS);
    assert.equal(session.user.role, 'admin');

    await page.goto(`${portal.url}/admin-dashboard`);
    await page.getByRole('navigation', { name: 'Admin Portal' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin-dashboard');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the reset e-mail of a created customer carries a link to the portal', async () => {
    const { portal, mail } = suite.running;
    const customer = await createVerifiedCustomer(portal.url, mail);
    const response = await fetch(`${portal.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: customer.email }),
    });
    assert.equal(response.status, 200);
    const link = extractResetLink(await mail.waitFor(isResetMail(customer.email)));
    assert.match(link, new RegExp(`^${portal.url}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
  });
});
