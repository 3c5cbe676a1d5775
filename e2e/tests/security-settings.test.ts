import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  createVerifiedCustomer,
  launchBrowser,
  signInWithApi,
  startPortalWithMail,
  trackPageErrors,
  type PortalWithMail,
} from '../testing';
import { followAreaLink } from '../testing/navigation';

/** RFC 4648 base32, as authenticator apps read the secret. */
function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 6-digit code an authenticator app shows at `time` (RFC 6238: HMAC-SHA1, 30-second steps). */
function totp(secret: string, time = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / 30)));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/**
 * Issue 12, items 10 and 11 in real Chromium against the built portal, with
 * ADMIN_REQUIRE_2FA on: the admin enrols an authenticator app and then signs in with
 * its code through the Log In modal; a customer ends every session from one browser
 * and the other browser is sent to /login on its next call.
 */
describe('account security end to end', () => {
  let running: PortalWithMail | undefined;
  let browser: Browser | undefined;
  before(async () => {
    running = await startPortalWithMail({ ADMIN_REQUIRE_2FA: 'true' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await running?.stop();
  });
  const portal = () => {
    if (!running || !browser) throw new Error('the portal has not started');
    return { running, browser, url: (path: string) => `${running!.portal.url}${path}` };
  };

  async function logInThroughModal(page: Page, email: string, password: string) {
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.waitFor();
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Log In' }).click();
  }

  it('an admin required to use two-factor sign-in enrols an authenticator app, then signs in with its code', async () => {
    const { running, browser, url } = portal();
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signInWithApi(page, running.portal.url, running.admin);

    // Until enrolled, the admin pages cannot read their data, and the banner says where to go.
    await page.goto(url('/admin/dashboard'));
    const setUpLink = page.getByRole('link', { name: 'Set up two-factor sign-in' });
    await setUpLink.click();
    await page.waitForURL(url('/admin/security'));

    const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
    await twoFactor.getByText('Off', { exact: true }).waitFor();
    await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const qr = twoFactor.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    // Drawn, not blocked by the page's Content-Security-Policy.
    assert.ok(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0));
    const secret = (await twoFactor.locator('.two-factor-secret').textContent())?.trim() ?? '';
    assert.match(secret, /^[A-Z2-7]{16,}$/);

    const enrolledAt = Date.now();
    await twoFactor.getByLabel('Authentication code').fill(totp(secret, enrolledAt));
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    const codes = twoFactor.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    assert.equal(await codes.getByRole('listitem').count(), 10);
    await twoFactor.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await twoFactor.getByText('On', { exact: true }).waitFor();

    // Enrolled, the admin pages read their data again and the banner is gone.
    await followAreaLink(page, 'Admin Portal', 'Dashboard');
    await page.getByText('Total Users', { exact: true }).first().waitFor();
    assert.equal(await setUpLink.count(), 0);

    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await page
      .getByRole('region', { name: 'Admin account' })
      .getByRole('button', { name: 'Log Out' })
      .click();
    await loggedOut;
    await page.waitForURL(url('/'));
    // Signing out on an area's page passes the route guard, which may open Log In itself, a
    // moment after the address changes: wait a little for it before opening it by hand.
    await page
      .getByRole('dialog', { name: 'Log In' })
      .waitFor({ timeout: 5_000 })
      .catch(() => page.getByRole('banner').getByRole('button', { name: 'Log In' }).click());
    await logInThroughModal(page, running.admin.email, running.admin.password);

    const second = page.getByRole('dialog', { name: 'Two-factor code' });
    await second.getByLabel('Authentication code').waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('isAuthenticated')), null);
    await second.getByLabel('Authentication code').fill('000000');
    await second.getByRole('button', { name: 'Verify' }).click();
    await second.getByRole('alert').waitFor();
    // A code is good once per 30-second step: still in the enrolment's step, the next
    // step's code (accepted one step early) signs in.
    const step = (time: number) => Math.floor(time / 30_000);
    const now = Date.now();
    await second
      .getByLabel('Authentication code')
      .fill(totp(secret, step(now) > step(enrolledAt) ? now : now + 30_000));
    await second.getByRole('button', { name: 'Verify' }).click();
    // The admin's dashboard, or the page the route guard remembered when signing out passed it.
    await page.waitForURL((address) => ['/admin-dashboard', '/admin/dashboard'].includes(address.pathname));
    await page.getByRole('navigation', { name: 'Admin Portal' }).waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('isAuthenticated')), 'true');

    // The enrolment is in the audit record.
    await followAreaLink(page, 'Admin Portal', 'Audit Log');
    await page.getByLabel('Action').selectOption({ label: 'Sign-ins and accounts' });
    await page.getByRole('list', { name: 'Audit entries' }).getByText('auth.2fa-enabled').first().waitFor();

    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a customer ends every session from one browser and the other is sent to /login on its next call', async () => {
    const { running, browser, url } = portal();
    const customer = await createVerifiedCustomer(running.portal.url, running.mail);
    const here = await browser.newContext();
    const elsewhere = await browser.newContext();
    const page = await here.newPage();
    const other = await elsewhere.newPage();
    await signInWithApi(page, running.portal.url, customer);
    await signInWithApi(other, running.portal.url, customer);
    await other.goto(url('/dashboard/overview'));
    await other.getByRole('navigation', { name: 'Customer Portal' }).waitFor();

    await page.goto(url('/dashboard/security'));
    const sessions = page.getByRole('region', { name: 'Active sessions' });
    const items = sessions.getByRole('listitem');
    await items.first().waitFor();
    assert.equal(await items.count(), 2);
    assert.equal(await items.filter({ hasText: 'This session' }).count(), 1);

    await sessions.getByRole('button', { name: 'Sign out of all sessions' }).click();
    // It asks first: an accessible dialog says what will end.
    const confirm = page.getByRole('dialog', { name: 'Sign out of all sessions?' });
    await confirm.getByText('All 2 sessions listed, this one included', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL(url('/'));
    // And says afterwards what happened, in the server's count.
    await page
      .getByRole('dialog', { name: 'Log In' })
      .getByText('Signed out of all 2 sessions, this one included. Log in again to continue.')
      .waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);

    await followAreaLink(other, 'Customer Portal', 'Profile Management');
    await other.waitForURL(url('/login'));
    // /login is no page of its own: the shell lands on / with Log In open.
    await other.getByRole('dialog', { name: 'Log In' }).waitFor();
    assert.equal(await other.evaluate(() => sessionStorage.getItem('token')), null);

    await here.close();
    await elsewhere.close();
  });
});
