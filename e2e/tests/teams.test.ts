import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { withId } from '@portal/contracts/api';
import { MESSAGES } from '@portal/contracts/messages';
import type { CustomerPayment } from '@portal/contracts/paymentAnswers';
import { PAYMENT_STATE_HINTS } from '@portal/ui/words/paymentStateHints';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import type { BusinessRole } from '@portal/contracts/roles';
import { BUSINESS_ROLE_HINTS, TEAM_MESSAGES, TEAM_PATHS } from '@portal/contracts/teams';
import { BUSINESS_ROLE_LABELS } from '@portal/words/roles';
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
import type { Credentials } from '../testing/accounts';
import { assertNoSeriousViolations } from '../testing/axe';
import { choosePurpose, fillNewBeneficiary } from '../testing/paymentForm';
import { apiSession } from '../testing/portalApi';
import { stageCustomer, type StagedCustomer } from '../testing/stage';
import { setStaffRates, staffApi } from '../testing/staff';

/**
 * Issue 21's team in the composed portal: an approved customer (the business's owner) sets an
 * approval threshold and invites a maker and an approver by e-mail on the Team page; each
 * opens the e-mailed link in their own browser and joins on the invitation page; the maker
 * submits a payment above the threshold through the payment form, and cannot approve it
 * (403); the approver approves it with the Approve button of the request's page; the admin
 * then sees it in the payment queue's To review.
 */

const COMPANY = 'Teamwork Imports Ltd';
/** Naira from which a second person must approve; the payment below is ₦603,991.50 (EUR at 483). */
const THRESHOLD_NGN = '500000';
const PAYMENT = {
  recipient: 'Rotterdam Valves BV',
  address: 'Wilhelminakade 1, 3072 AP Rotterdam',
  bank: 'ING Bank N.V.',
  iban: 'NL91ABNA0417164300',
  bic: 'INGBNL2A',
  amount: '1250.50',
  currency: 'EUR',
} as const;
const PASSWORD = 'Member-Pass-1';

/** The path of the invitation link in an e-mail (the host is the portal's PUBLIC_URL). */
function invitationPathOf(mail: CapturedMail): string {
  const found = /\/invitation\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!found) throw new Error(`no invitation link in "${mail.subject}":\n${mail.text}`);
  return found;
}

const isInvitationTo = (email: string) => (mail: CapturedMail) =>
  mail.to.includes(email) && /invited you to/i.test(mail.subject);

describe('a team: invitations, a maker and an approver', () => {
  let dataDir: string;
  let running: PortalWithMail;
  let browser: Browser;
  let owner: StagedCustomer;
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

  /** The owner invites `role` through the API; the newcomer's credentials and their e-mail's link. */
  async function invite(ownerPage: Page, role: BusinessRole, name: string) {
    const email = uniqueEmail(role);
    const form = ownerPage.getByRole('form', { name: 'Invite a member' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Role').selectOption(role);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await ownerPage.getByText(`${TEAM_MESSAGES.invited} to ${email}`).waitFor();
    const link = invitationPathOf(await running.mail.waitFor(isInvitationTo(email)));
    const credentials: Credentials = { name, email, password: PASSWORD };
    return { credentials, link, role };
  }

  /** Opens the e-mailed link in a browser of the newcomer's own and joins through the invitation page. */
  async function join(invited: Awaited<ReturnType<typeof invite>>): Promise<Page> {
    const page = await newPage();
    await page.goto(`${url()}${invited.link}`);
    await page
      .getByRole('heading', { level: 1, name: `Join ${COMPANY} on VendorBridge` })
      .waitFor({ timeout: 20_000 });
    const email = page.getByLabel('Email', { exact: true });
    assert.equal(await email.inputValue(), invited.credentials.email);
    assert.equal(await email.getAttribute('readonly'), '');
    await page.getByText(BUSINESS_ROLE_LABELS[invited.role], { exact: true }).waitFor();
    await page.getByText(BUSINESS_ROLE_HINTS[invited.role], { exact: true }).waitFor();

    // The spec's rules, next to their fields, before anything is sent.
    await page.getByRole('button', { name: 'Join the team' }).click();
    await page.getByText(MESSAGES.nameRequired).waitFor();
    await assertNoSeriousViolations(page, 'the invitation page, its errors shown');
    await page.getByLabel('Full Name').fill(invited.credentials.name);
    await page.getByLabel('Password', { exact: true }).fill(invited.credentials.password);
    await page.getByLabel('Confirm Password').fill(`${invited.credentials.password}x`);
    await page.getByRole('button', { name: 'Join the team' }).click();
    await page.getByText(MESSAGES.passwordsDiffer).waitFor();
    await page.getByLabel('Confirm Password').fill(invited.credentials.password);
    await page.getByRole('button', { name: 'Join the team' }).click();

    // Signed in at once: the customer portal's overview.
    await page.waitForURL(`${url()}/dashboard/overview`, { timeout: 20_000 });
    return page;
  }

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-teams-'));
    running = await startPortalWithMail({ DATA_DIR: dataDir });
    browser = await launchBrowser();
    owner = await stageCustomer(running, { name: 'Chidi Owner', company: COMPANY, approved: true });
    await setStaffRates(running);
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'invites a maker and an approver who join by the e-mailed link; two people approve a payment above the threshold',
    { timeout: 240_000 },
    async () => {
      // The owner sets the policy and invites on the Team page.
      const ownerPage = await newPage();
      await signInWithApi(ownerPage, url(), owner.credentials);
      await ownerPage.goto(`${url()}/dashboard/team`);
      const policy = ownerPage.getByRole('form', { name: TEAM_MESSAGES.policy });
      await policy.getByLabel('Second approver needed from (₦)').fill(THRESHOLD_NGN);
      await policy.getByRole('button', { name: 'Save policy' }).click();
      // The saved notice is beside the policy's Save button.
      await policy.getByText(TEAM_MESSAGES.policySaved).waitFor();
      const saved = await owner.api.call<{ policy: { thresholdNgn: string | null } }>(
        'GET',
        TEAM_PATHS.approvalPolicy,
      );
      assert.equal(Number(saved.policy.thresholdNgn), Number(THRESHOLD_NGN));

      const makerInvite = await invite(ownerPage, 'maker', 'Bola Maker');
      const approverInvite = await invite(ownerPage, 'approver', 'Tunde Approver');
      const maker = await join(makerInvite);
      const approverPage = await join(approverInvite);

      // The link worked once: opened again, it says it is not valid and offers Log In.
      await approverPage.goto(`${url()}${approverInvite.link}`);
      await approverPage.getByText(TEAM_MESSAGES.invitationInvalid).waitFor();
      await approverPage.locator('#main-content').getByRole('button', { name: 'Log In' }).waitFor();

      // The owner's team lists both, with their roles.
      const team = await owner.api.call<{ members: { email: string; role: BusinessRole }[] }>(
        'GET',
        TEAM_PATHS.team,
      );
      for (const { credentials, role } of [makerInvite, approverInvite]) {
        const member = team.members.find((one) => one.email === credentials.email.toLowerCase());
        assert.equal(member?.role, role, JSON.stringify(team.members));
      }

      // The maker submits a payment at or above the threshold through the payment form.
      await maker.goto(`${url()}/dashboard/payments`);
      const form = maker.getByRole('form', { name: 'Payment request' });
      await fillNewBeneficiary(form, {
        name: PAYMENT.recipient,
        country: 'NL',
        address: PAYMENT.address,
        bankName: PAYMENT.bank,
        iban: PAYMENT.iban,
        bic: PAYMENT.bic,
      });
      await choosePurpose(form, 'Goods');
      await maker.getByLabel('Foreign Amount').fill(PAYMENT.amount);
      await maker.getByLabel('Foreign Currency').selectOption(PAYMENT.currency);
      await maker.getByRole('button', { name: 'Review payment' }).click();
      const review = maker.getByRole('region', { name: 'Review your payment' });
      await review.getByRole('button', { name: 'Submit Payment Request' }).click();
      const reference = (await maker.getByTestId('payment-reference').innerText()).trim();
      assert.match(reference, /^PAY-/);

      const makerApi = await apiSession(url(), makerInvite.credentials);
      const made = (await makerApi.listPayments()).find((one) => one.reference === reference);
      assert.ok(made, `the maker's list lacks ${reference}`);
      assert.equal(made.status, 'awaiting_approval');

      // The maker's page of it offers no Approve; nobody approves their own (and a maker approves
      // nothing): the API refuses the maker.
      await maker.goto(`${url()}/dashboard/payments/${encodeURIComponent(made.id)}`);
      await maker.getByRole('heading', { level: 1, name: `Payment request ${reference}` }).waitFor();
      assert.equal(await maker.getByRole('button', { name: 'Approve', exact: true }).count(), 0);
      const own = await makerApi.request('POST', withId(TEAM_PATHS.approvePayment, made.id), {});
      assert.equal(own.status, 403, JSON.stringify(own.body));

      // Not at VendorBridge yet: the admin's To review does not list it.
      const staff = await staffApi(running);
      const toReview = async () =>
        (
          await staff.call<{ payments: CustomerPayment[] }>(
            'GET',
            `${PAYMENT_PATHS.adminPayments}?status=pending`,
          )
        ).payments;
      assert.ok(!(await toReview()).some((one) => one.id === made.id), 'listed for review before approval');
      // Nor any other list of staff's, and its page answers 404 until the business approves it.
      const everyState = (
        await staff.call<{ payments: CustomerPayment[] }>('GET', `${PAYMENT_PATHS.adminPayments}?status=all`)
      ).payments;
      assert.ok(!everyState.some((one) => one.id === made.id), 'listed to staff before approval');
      const hidden = await staff.request('GET', withId(PAYMENT_PATHS.adminPayment, made.id));
      assert.equal(hidden.status, 404, JSON.stringify(hidden.body));

      // The approver's home lists it under "Awaiting your approval".
      await approverPage.goto(`${url()}/dashboard/overview`);
      await approverPage
        .getByRole('table', { name: 'Awaiting your approval' })
        .getByText(reference)
        .waitFor({ timeout: 20_000 });

      // The approver sees the request in their browser and approves it.
      await approverPage.goto(`${url()}/dashboard/payments/${encodeURIComponent(made.id)}`);
      await approverPage.getByRole('heading', { level: 1, name: `Payment request ${reference}` }).waitFor();
      const approval = approverPage.getByRole('region', { name: 'Awaiting your approval' });
      await approval.getByRole('button', { name: 'Approve', exact: true }).click();
      await approverPage.getByTestId('payment-hint').getByText(PAYMENT_STATE_HINTS.pending).waitFor();
      // The timeline names each row by the move, the approver's own as "(you)".
      const timeline = approverPage.getByRole('list', { name: 'Progress of this request' });
      await timeline.getByText('Awaiting team approval: submitted by Bola Maker').waitFor();
      await timeline
        .getByText('Awaiting VendorBridge review: approved in your team by Tunde Approver (you)')
        .waitFor();
      const approved = (await makerApi.listPayments()).find((one) => one.id === made.id);
      assert.equal(approved?.status, 'pending');

      // The admin sees it To review, through the API and on the payment queue's screen.
      assert.ok(
        (await toReview()).some((one) => one.id === made.id),
        'not in the admin To review list',
      );
      const admin = await newPage();
      await signInWithApi(admin, url(), running.admin);
      await admin.goto(`${url()}/admin/payment-requests`);
      await admin.getByRole('heading', { level: 1, name: 'Payment Requests' }).waitFor();
      await admin.getByRole('article', { name: `${reference}: Payment to ${PAYMENT.recipient}` }).waitFor();

      for (const errors of pageErrors) assert.deepEqual(errors, []);
    },
  );

  it(
    'says an unknown invitation link is not valid, and a cut-short one so',
    { timeout: 60_000 },
    async () => {
      const page = await newPage();
      // A link cut short when copied (not a token's 43 characters) says so.
      await page.goto(`${url()}/invitation/not-a-real-invitation-token`);
      await page.getByText('This link is cut short or changed').waitFor({ timeout: 20_000 });
      // A whole token that names no invitation.
      await page.goto(`${url()}/invitation/${'A'.repeat(43)}`);
      await page.getByText(TEAM_MESSAGES.invitationInvalid).waitFor({ timeout: 20_000 });
      await assertNoSeriousViolations(page, 'an invitation link that is not valid');
      await page.locator('#main-content').getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('dialog', { name: 'Log In' }).waitFor();
    },
  );
});
