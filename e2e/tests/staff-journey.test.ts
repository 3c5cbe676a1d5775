import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { withId } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { JOURNEY_PATHS, journeyPath } from '@portal/contracts/paymentJourney';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import type { StaffRole } from '@portal/contracts/roles';
import { SECURITY_PATHS } from '@portal/contracts/security';
import type { TwoFactorSetupData } from '@portal/contracts/securitySchemas';
import { STAFF_PATHS } from '@portal/contracts/staff';
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
import { RECEIVING_ACCOUNT } from '../testing/knownValues';
import { stageCustomer } from '../testing/stage';
import { setStaffRates, staffApi } from '../testing/staff';

/** RFC 4648 base32, as authenticator apps read the secret (as in staff.test.ts). */
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
 * Issue 22 in the composed portal: the configured admin (the first superadmin) invites a
 * reviewer and a finance member; each joins by the e-mailed link and enrols an authenticator
 * app; the reviewer approves a customer's payment of more than ₦5,000,000; finance confirms
 * the naira and records the payout, which waits (dual control); the superadmin confirms it
 * on the request's page; the audit log names the three of them.
 */

/** EUR 11,000 at the staff-set 483 = ₦5,313,000: above PAYOUT_DUAL_CONTROL_NGN's 5,000,000. */
const LARGE_EUR = '11000.00';
const NAIRA_DUE = '5313000.00';
const PASSWORD = 'Staff-Journey-Pass-1';

interface Member {
  name: string;
  email: string;
  headers: Record<string, string>;
  /** The authenticator app's secret, and when its first code was used (once per 30-second step). */
  secret: string;
  enrolledAt: number;
}

function invitationTokenOf(mail: CapturedMail): string {
  const found = /\/staff-invitation\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!found) throw new Error(`no staff invitation link in "${mail.subject}":\n${mail.text}`);
  return found;
}

describe('platform staff: a large payment from review to a confirmed payout', () => {
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

  /** JSON to the API as `headers`, failing unless it answers `expected`. */
  async function api<T>(
    method: string,
    route: string,
    headers: Record<string, string>,
    body?: unknown,
    expected = 200,
  ): Promise<T> {
    const response = await fetch(`${url()}/api${route}`, {
      method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body ?? {}),
    });
    const json = (await response.json().catch(() => null)) as { data?: T } | null;
    assert.equal(response.status, expected, `${method} ${route}: ${JSON.stringify(json)}`);
    return json?.data as T;
  }

  /**
   * The superadmin invites `role`; the newcomer follows the e-mailed link's token to join, then
   * enrols an authenticator app with its current code (the staff page test walks these screens).
   */
  async function join(role: StaffRole, name: string): Promise<Member> {
    const superadmin = await staffApi(running);
    const email = uniqueEmail(role);
    const invited = await superadmin.request('POST', STAFF_PATHS.invitations, {
      email,
      role,
      stepUp: { password: ADMIN_CREDENTIALS.password },
    });
    assert.equal(invited.status, 201, JSON.stringify(invited.body));
    const token = invitationTokenOf(await running.mail.waitFor((mail) => mail.to.includes(email)));
    const joined = await api<LoginData>(
      'POST',
      STAFF_PATHS.acceptInvitation.replace(':token', token),
      {},
      { name, password: PASSWORD },
      201,
    );
    const headers = { Authorization: `Bearer ${joined.tokens.accessToken}` };
    const setup = await api<TwoFactorSetupData>('POST', SECURITY_PATHS.twoFactorSetup, headers);
    const enrolledAt = Date.now();
    await api('POST', SECURITY_PATHS.twoFactorEnable, headers, { code: totp(setup.secret, enrolledAt) });
    return { name, email: email.toLowerCase(), headers, secret: setup.secret, enrolledAt };
  }

  /** `member` signs in on the Log In dialog, then gives their authenticator app's code. */
  async function signInWithCode(page: Page, member: Member): Promise<void> {
    await page.goto(`${url()}/login`);
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Email').fill(member.email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    const second = page.getByRole('dialog', { name: 'Two-factor code' });
    // A code is good once per step: still in the enrolment's step, the next one's (accepted early).
    const step = (time: number) => Math.floor(time / 30_000);
    const now = Date.now();
    await second
      .getByLabel('Authentication code')
      .fill(totp(member.secret, step(now) > step(member.enrolledAt) ? now : now + 30_000));
    await second.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('navigation', { name: 'Admin Portal' }).waitFor({ timeout: 20_000 });
  }

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-staff-journey-'));
    running = await startPortalWithMail({ DATA_DIR: dataDir });
    browser = await launchBrowser();
    await setStaffRates(running);
    await (await staffApi(running)).saveReceivingAccount(RECEIVING_ACCOUNT);
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'is approved by the reviewer, recorded by finance and confirmed by the superadmin; the audit log names each',
    { timeout: 120_000 },
    async () => {
      const reviewer = await join('reviewer', 'Remi Reviewer');
      const finance = await join('finance', 'Fola Finance');

      // An approved business asks to pay EUR 11,000 (₦5,313,000 at the staff's rate).
      const customer = await stageCustomer(running, {
        name: 'Bisi Large',
        company: 'Large Imports Ltd',
        payments: [{ request: { recipientCompany: 'Hamburg Turbines GmbH', foreignAmount: LARGE_EUR } }],
      });
      const [payment] = customer.payments;
      assert.ok(payment);
      assert.equal(payment.localAmount, NAIRA_DUE);
      const id = payment.id;

      // The reviewer approves it.
      await api('POST', withId(PAYMENT_PATHS.adminPaymentApprove, id), reviewer.headers);

      // Finance signs in with their code, confirms the naira and records the payout, which waits.
      const financePage = await newPage();
      await signInWithCode(financePage, finance);
      await financePage.goto(`${url()}/admin/payment-requests/${id}`);
      await financePage.getByRole('button', { name: 'Confirm funds' }).click({ timeout: 20_000 });
      const funds = financePage.getByRole('dialog', { name: 'Confirm funds received?' });
      await funds.getByLabel('Amount received (NGN)').fill(NAIRA_DUE);
      await funds.getByLabel('Bank reference').fill('FT26330LARGE');
      await funds.getByRole('button', { name: 'Confirm funds' }).click();
      await funds.waitFor({ state: 'detached' });
      await financePage.getByRole('button', { name: 'Record payout' }).click({ timeout: 20_000 });
      const payoutDialog = financePage.getByRole('dialog', { name: 'Record payout?' });
      // When it was paid: a date and a time (D47), now unless said otherwise.
      const paidAt = payoutDialog.getByLabel('Paid at');
      assert.equal(await paidAt.getAttribute('type'), 'datetime-local');
      assert.match(await paidAt.inputValue(), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      await payoutDialog.getByLabel('Bank reference or UETR').fill('UETR-large-0001');
      await payoutDialog.getByRole('button', { name: 'Record payout' }).click();
      await financePage
        .getByText(`${payment.reference}: Payout recorded: another member of staff must confirm it.`)
        .waitFor({ timeout: 20_000 });
      await financePage
        .getByText(/Payout recorded by Fola Finance on .*, waiting for another member of staff to confirm/)
        .waitFor();
      // The recorder is offered no "Confirm payout", and the server refuses them anyway.
      assert.equal(await financePage.getByRole('button', { name: 'Confirm payout' }).count(), 0);
      await api('POST', journeyPath(JOURNEY_PATHS.adminPayoutConfirm, id), finance.headers, {}, 403);

      // The superadmin sees who recorded it, and confirms it on the request's page.
      const page = await newPage();
      await signInWithApi(page, url(), ADMIN_CREDENTIALS);
      await page.goto(`${url()}/admin/payment-requests/${id}`);
      await page
        .getByText(/Payout recorded by Fola Finance on .*, waiting for another member of staff to confirm/)
        .waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Confirm payout' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm payout?' });
      await dialog.getByText(/Fola Finance recorded this payout/).waitFor();
      await dialog.getByRole('button', { name: 'Confirm payout' }).click();
      await page.getByText(`${payment.reference}: Payout confirmed.`).waitFor({ timeout: 20_000 });
      const payout = page.getByRole('region', { name: 'Payout' });
      await payout.getByText(/Fola Finance/).waitFor();
      await payout
        .getByText(/Administrator|Admin/)
        .first()
        .waitFor();

      // The audit log names each of the three beside what they did.
      await page.goto(`${url()}/admin/audit`);
      const entries = page.getByRole('list', { name: 'Audit entries' });
      await entries.getByText('payment.confirm-payout').first().waitFor({ timeout: 20_000 });
      const text = await entries.innerText();
      for (const [action, who] of [
        ['payment.approve', reviewer.email],
        ['payment.confirm-funding', finance.email],
        ['payment.record-payout', finance.email],
        ['payment.confirm-payout', ADMIN_CREDENTIALS.email],
      ] as const) {
        assert.ok(text.includes(action), `${action} missing from the audit log:\n${text}`);
        // Each person by name, then the e-mail on a line of its own (issue 31).
        assert.match(
          text,
          new RegExp(`By [^\n]+\n${who.replace(/[.]/g, '\\.')}`),
          `${who} missing from the audit log:\n${text}`,
        );
      }
      assert.match(text, /recorded by Fola Finance, confirmed by /);

      for (const errors of pageErrors) assert.deepEqual(errors, []);
    },
  );
});
