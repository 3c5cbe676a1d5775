import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { MESSAGES } from '@portal/contracts/messages';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { SECURITY_PATHS } from '@portal/contracts/security';
import type { TwoFactorSetupData } from '@portal/contracts/securitySchemas';
import { STAFF_MESSAGES, STAFF_PATHS, STAFF_ROLE_HINTS, type StaffData } from '@portal/contracts/staff';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchBrowser,
  signInWithApi,
  startPortalWithMail,
  trackPageErrors,
  uniqueEmail,
  type CapturedMail,
  type PortalWithMail,
} from '../testing';
import { ADMIN_CREDENTIALS } from '../testing/accounts';
import { apiSession } from '../testing/portalApi';

/** RFC 4648 base32, as authenticator apps read the secret (as in security-settings.test.ts). */
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

/** The 6-digit code an authenticator app shows now (RFC 6238: HMAC-SHA1, 30-second steps). */
function totp(secret: string, time = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / 30)));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/**
 * Issue 22 (D35) in the composed portal: the configured admin (the first superadmin) invites
 * a reviewer on the Staff page; the reviewer opens the e-mailed /staff-invitation link in a
 * browser of their own, joins, and lands on Security; the admin pages answer them only once
 * they enrolled an authenticator app (the banner says so until then).
 */

const PASSWORD = 'Reviewer-Pass-1';

function invitationPathOf(mail: CapturedMail): string {
  const found = /\/staff-invitation\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!found) throw new Error(`no staff invitation link in "${mail.subject}":\n${mail.text}`);
  return found;
}

describe('platform staff: an invited reviewer', () => {
  let dataDir: string;
  let running: PortalWithMail;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[][] = [];
  const url = () => running.portal.url;

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    pageErrors.push(trackPageErrors(page));
    return page;
  }

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-staff-'));
    running = await startPortalWithMail({ DATA_DIR: dataDir });
    browser = await launchBrowser();
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'is invited on the Staff page, joins by the e-mailed link, and reads the admin pages only after enrolling',
    { timeout: 240_000 },
    async () => {
      const email = uniqueEmail('reviewer');

      // The superadmin invites on the Staff page.
      const adminPage = await newPage();
      await signInWithApi(adminPage, url(), ADMIN_CREDENTIALS);
      await adminPage.goto(`${url()}/admin/staff`);
      await adminPage.getByRole('heading', { level: 1, name: 'Staff' }).waitFor({ timeout: 20_000 });
      const form = adminPage.getByRole('form', { name: 'Invite a staff member' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Role').selectOption('reviewer');
      await form.getByText(STAFF_ROLE_HINTS.reviewer, { exact: true }).waitFor();
      // Step-up (issue 22): the configured admin has no authenticator here, so the password confirms.
      await form.getByLabel('Authentication code').fill(ADMIN_CREDENTIALS.password);
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await adminPage.getByText(`${STAFF_MESSAGES.invited} to ${email}`).waitFor();
      await adminPage.getByRole('list', { name: 'Invitations waiting' }).getByText(email).waitFor();
      const link = invitationPathOf(await running.mail.waitFor((mail) => mail.to.includes(email)));

      // The reviewer joins on the staff invitation page, in a browser of their own.
      const page = await newPage();
      await page.goto(`${url()}${link}`);
      await page
        .getByRole('heading', { level: 1, name: 'Join the VendorBridge staff' })
        .waitFor({ timeout: 20_000 });
      assert.equal(await page.getByLabel('Email', { exact: true }).inputValue(), email);
      await page.getByText('Reviewer', { exact: true }).waitFor();
      await page.getByText(STAFF_ROLE_HINTS.reviewer, { exact: true }).waitFor();
      await page.getByText(/Next you set up an authenticator app/).waitFor();
      await page.getByRole('button', { name: 'Join the team' }).click();
      await page.getByText(MESSAGES.nameRequired).waitFor();
      await page.getByLabel('Full Name').fill('Remi Reviewer');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Join the team' }).click();
      await page.waitForURL(`${url()}/admin/security`, { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: 'Account security' }).waitFor();

      // Until they enrol, the admin pages' data is refused, and the banner says where to go.
      await page.goto(`${url()}/admin/payment-requests`);
      await page.getByRole('link', { name: 'Set up two-factor sign-in' }).waitFor({ timeout: 20_000 });
      const reviewer = await apiSession(url(), { email, password: PASSWORD });
      const refused = await reviewer.request('GET', `${PAYMENT_PATHS.adminPayments}?status=pending`);
      assert.equal(refused.status, 403);
      assert.equal((refused.body as { code?: string }).code, ERROR_CODES.twoFactorSetupRequired);

      // Enrolled with an authenticator app's code, the payment list answers.
      const setup = await reviewer.call<TwoFactorSetupData>('POST', SECURITY_PATHS.twoFactorSetup, {});
      await reviewer.call('POST', SECURITY_PATHS.twoFactorEnable, { code: totp(setup.secret) });
      const answered = await reviewer.request('GET', `${PAYMENT_PATHS.adminPayments}?status=pending`);
      assert.equal(answered.status, 200, JSON.stringify(answered.body));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Payment Requests' }).waitFor();
      await page.getByRole('search', { name: 'Filter payment requests' }).waitFor();
      // The admin navigation has Screening (held payments) right after Payment Requests.
      const navLinks = await page
        .getByRole('navigation', { name: 'Admin Portal' })
        .getByRole('link')
        .allTextContents();
      const requestsAt = navLinks.findIndex((text) => text.trim() === 'Payment Requests');
      assert.ok(requestsAt >= 0, JSON.stringify(navLinks));
      assert.equal(navLinks[requestsAt + 1]?.trim(), 'Screening', JSON.stringify(navLinks));
      assert.equal(await page.getByRole('link', { name: 'Set up two-factor sign-in' }).count(), 0);

      // The superadmin's Staff page lists them as a reviewer with two-factor on; a reviewer
      // reads it without the controls.
      const staff = await reviewer.call<StaffData>('GET', STAFF_PATHS.staff);
      const joined = staff.members.find((member) => member.email === email.toLowerCase());
      assert.equal(joined?.role, 'reviewer', JSON.stringify(staff.members));
      assert.equal(joined?.twoFactor, true);
      await page.goto(`${url()}/admin/staff`);
      await page.getByText(/Your role \(Reviewer\) can read the staff list/).waitFor();
      assert.equal(await page.getByRole('form', { name: 'Invite a staff member' }).count(), 0);

      for (const errors of pageErrors) assert.deepEqual(errors, []);
    },
  );
});
