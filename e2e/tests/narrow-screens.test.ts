import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { withId } from '@portal/contracts/api';
import { BENEFICIARY_PATHS } from '@portal/contracts/beneficiaryPaths';
import { JOURNEY_PATHS } from '@portal/contracts/paymentJourney';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { STAFF_PATHS } from '@portal/contracts/staff';
import { TEAM_PATHS } from '@portal/contracts/teams';
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, REPO_DIR, signInWithApi, uniqueEmail, type Credentials } from '../testing';
import { pdfFile, pngFile } from '../testing/files';
import { RECEIVING_ACCOUNT, US_BENEFICIARY, WALLET } from '../testing/knownValues';
import { openInApp } from '../testing/inAppNavigation';
import { describeViolations, findNarrowViolations } from '../testing/narrowScreen';
import { choosePurpose, fillNewBeneficiary } from '../testing/paymentForm';
import { type ApiSession } from '../testing/portalApi';
import { stageCustomer } from '../testing/stage';
import { staffApi } from '../testing/staff';
import { portalSuite } from '../testing/suite';

/**
 * Issue 23 point 5: every screen on a 375 × 812 phone, with data the test made on the
 * server (a customer with documents, beneficiaries, a team member and payments in each
 * journey state; a waiting registration; a staff invitation), measured in the page:
 * no word breaks across lines (numbers and labels wrap as whole words; an element
 * whose long tokens may break says so with the class `breakable`), the page is not
 * wider than the screen and no control reaches past its edges. Each screen is a test
 * of its own and prints every violation it found (screen, selector, text).
 */
const PHONE = { width: 375, height: 812 } as const;

interface Screen {
  name: string;
  path: string;
}

const PUBLIC_SCREENS: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'reset password', path: '/reset-password?token=example' },
];

/** Waits until the page has drawn what it read from the server: its h1, a quiet network, no skeleton. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

/** POSTs `body` and fails unless the server made it (200 or 201). */
async function made(api: ApiSession, path: string, body: unknown): Promise<void> {
  const answer = await api.request('POST', path, body);
  assert.ok(answer.status === 200 || answer.status === 201, `${path}: ${JSON.stringify(answer)}`);
}

async function assertFits(page: Page, screen: string): Promise<void> {
  await settle(page);
  const violations = await findNarrowViolations(page);
  assert.equal(violations.length, 0, `\n${describeViolations(screen, violations)}`);
}

/** Runs `steps`; when they fail, the page as it was is kept in e2e/.artifacts (git ignores it). */
async function keepingShotOnFailure(page: Page, screen: string, steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    const file = path.join(REPO_DIR, 'e2e/.artifacts', `narrow-${screen.replace(/\W+/g, '-')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    throw error;
  }
}

describe('narrow screens: every screen at 375 px, no word broken, nothing past the edges', () => {
  const suite = portalSuite();
  let url: string;
  let customer: Credentials;
  let paymentIds: Record<'pending' | 'approved' | 'fundingReported' | 'funded' | 'sent' | 'rejected', string>;
  let adminPaymentId: string;

  before(async () => {
    const running = suite.running;
    url = running.portal.url;
    const staff = await staffApi(running);
    // What moves money is confirmed with the admin's password (step-up, issue 22).
    const stepUp = { password: ADMIN_CREDENTIALS.password };
    await staff.call('PUT', PAYMENT_PATHS.adminReceivingAccount, { ...RECEIVING_ACCOUNT, stepUp });
    await staff.call('PUT', PAYMENT_PATHS.adminWallet, { ...WALLET, stepUp });
    const ngozi = await stageCustomer(running, {
      name: 'Ngozi Eze',
      company: 'Eze Imports Ltd',
      documents: {
        bvnFile: pdfFile('bvn-slip.pdf'),
        cacFile: pngFile('cac-certificate.png'),
        proofOfAddress: pdfFile('utility-bill.pdf'),
      },
      payments: [
        { request: { recipientCompany: 'Hamburg Machinery GmbH', foreignAmount: '125000.50' } },
        { request: { recipientCompany: 'Shenzhen Brightway Electronics Co.', foreignCurrency: 'USD' } },
        { request: { recipientCompany: 'Midlands Packaging Ltd', foreignCurrency: 'GBP' } },
        { request: { recipientCompany: 'Lyon Textiles SARL' } },
        { request: { recipientCompany: 'Rotterdam Logistics B.V.' } },
        { request: { recipientCompany: 'Milano Design S.p.A.' } },
      ],
    });
    customer = ngozi.credentials;
    // Her documents (the two missing ones added) were approved with her registration (stageCustomer).
    await made(ngozi.api, BENEFICIARY_PATHS.beneficiaries, US_BENEFICIARY);
    await made(ngozi.api, TEAM_PATHS.invitations, { email: uniqueEmail('maker'), role: 'maker' });

    const [pending, approved, fundingReported, funded, sent, rejected] = ngozi.payments;
    if (!pending || !approved || !fundingReported || !funded || !sent || !rejected) {
      throw new Error('the stage has too few payments');
    }
    for (const one of [approved, fundingReported, funded, sent]) await staff.decidePayment(one.id, 'approve');
    await staff.decidePayment(rejected.id, 'reject', 'The invoice is made out to another company.');
    for (const one of [fundingReported, funded, sent]) {
      await ngozi.api.call('POST', withId(JOURNEY_PATHS.paymentFunding, one.id), { reference: 'FT26064EZE' });
    }
    for (const one of [funded, sent]) {
      await staff.call('POST', withId(JOURNEY_PATHS.adminFundingConfirm, one.id), {
        amountReceived: one.localAmount,
        bankReference: 'GTB-IN-0001',
      });
    }
    await staff.call('POST', withId(JOURNEY_PATHS.adminPayout, sent.id), {
      paidAt: new Date().toISOString(),
      reference: 'UETR-6f1c0e8a-narrow',
    });
    paymentIds = {
      pending: pending.id,
      approved: approved.id,
      fundingReported: fundingReported.id,
      funded: funded.id,
      sent: sent.id,
      rejected: rejected.id,
    };
    adminPaymentId = pending.id;

    // Waiting for staff: a registration with one document, and a staff invitation.
    await stageCustomer(running, {
      name: 'Bayo Adeleke',
      company: 'Adeleke Foods Ltd',
      documents: { proofOfAddress: pdfFile('bayo-utility-bill.pdf') },
    });
    await made(staff, STAFF_PATHS.invitations, { email: uniqueEmail('reviewer'), role: 'reviewer', stepUp });
  });

  describe('signed out', () => {
    let context: BrowserContext;
    let page: Page;
    before(async () => {
      context = await suite.browser.newContext({ viewport: PHONE });
      page = await context.newPage();
    });
    after(() => context?.close());

    for (const screen of PUBLIC_SCREENS) {
      it(`the ${screen.name} page`, async () => {
        await keepingShotOnFailure(page, `the ${screen.name} page`, async () => {
          await openInApp(page, url, `${screen.path}`);
          await assertFits(page, screen.name);
        });
      });
    }
  });

  describe('a customer', () => {
    let context: BrowserContext;
    let page: Page;
    before(async () => {
      context = await suite.browser.newContext({ viewport: PHONE });
      page = await context.newPage();
      await signInWithApi(page, url, customer);
    });
    after(() => context?.close());

    const pages: Screen[] = [
      { name: 'welcome', path: '/user-dashboard' },
      { name: 'overview', path: '/dashboard/overview' },
      { name: 'transactions', path: '/dashboard/transactions' },
      { name: 'currency converter', path: '/dashboard/currency-converter' },
      { name: 'profile', path: '/dashboard/profile' },
      { name: 'documents', path: '/dashboard/documents' },
      { name: 'payment form', path: '/dashboard/payments' },
      { name: 'beneficiaries', path: '/dashboard/beneficiaries' },
      { name: 'team', path: '/dashboard/team' },
      { name: 'security', path: '/dashboard/security' },
      { name: 'developers', path: '/dashboard/developers' },
    ];
    for (const screen of pages) {
      it(`the ${screen.name} page`, async () => {
        await keepingShotOnFailure(page, `the ${screen.name} page`, async () => {
          await openInApp(page, url, `${screen.path}`);
          await assertFits(page, screen.name);
        });
      });
    }

    for (const state of ['pending', 'approved', 'fundingReported', 'funded', 'sent', 'rejected'] as const) {
      it(`a payment request's page, ${state}`, async () => {
        await keepingShotOnFailure(page, `a payment request's page, ${state}`, async () => {
          await openInApp(page, url, `/dashboard/payments/${paymentIds[state]}`);
          await assertFits(page, `payment ${state}`);
        });
      });
    }

    it('the currency converter with a result', async () => {
      await keepingShotOnFailure(page, 'the currency converter with a result', async () => {
        await openInApp(page, url, `/dashboard/currency-converter`);
        await settle(page);
        const form = page.getByRole('form', { name: 'Currency converter' });
        // A text field that takes grouping commas.
        await form.getByLabel('Amount').fill('1,250,000');
        await form.getByLabel('From').selectOption('EUR');
        await form.getByLabel('To').selectOption('NGN');
        await form.getByRole('button', { name: 'Convert' }).click();
        await page.getByText(/^Exchange rate: 1 EUR = /).waitFor();
        await assertFits(page, 'converter result');
      });
    });

    it("the payment form's review step", async () => {
      await keepingShotOnFailure(page, "the payment form's review step", async () => {
        await openInApp(page, url, `/dashboard/payments`);
        await settle(page);
        const form = page.getByRole('form', { name: 'Payment request' });
        await fillNewBeneficiary(form, {
          name: 'Lyon Textiles SARL',
          country: 'FR',
          address: '12 Rue de la République, 69002 Lyon',
          bankName: 'BNP Paribas',
          iban: 'FR1420041010050500013M02606',
          bic: 'BNPAFRPP',
        });
        await choosePurpose(form, 'Goods');
        await form.getByLabel('Foreign Amount').fill('32000');
        await form.getByLabel('Foreign Currency').selectOption('EUR');
        await form.getByRole('button', { name: 'Review payment' }).click();
        await page.getByRole('region', { name: 'Review your payment' }).getByTestId('quote-clock').waitFor();
        await assertFits(page, 'payment review');
      });
    });
  });

  describe('an admin', () => {
    let context: BrowserContext;
    let page: Page;
    before(async () => {
      context = await suite.browser.newContext({ viewport: PHONE });
      page = await context.newPage();
      await signInWithApi(page, url, suite.running.admin);
    });
    after(() => context?.close());

    const pages: Screen[] = [
      { name: 'dashboard', path: '/admin-dashboard' },
      { name: 'pending registrations', path: '/admin/pending-registrations' },
      { name: 'document approvals', path: '/admin/document-approvals' },
      { name: 'payment requests', path: '/admin/payment-requests' },
      { name: 'screening', path: '/admin/screening' },
      { name: 'bank account, rates and wallet', path: '/admin/bank-account' },
      { name: 'audit log', path: '/admin/audit' },
      { name: 'staff', path: '/admin/staff' },
      { name: 'security', path: '/admin/security' },
    ];
    for (const screen of pages) {
      it(`the ${screen.name} page`, async () => {
        await keepingShotOnFailure(page, `the ${screen.name} page`, async () => {
          await openInApp(page, url, `${screen.path}`);
          await assertFits(page, `admin ${screen.name}`);
        });
      });
    }

    it("a payment request's page", async () => {
      await keepingShotOnFailure(page, "a payment request's page", async () => {
        await openInApp(page, url, `/admin/payment-requests/${adminPaymentId}`);
        await assertFits(page, 'admin payment detail');
      });
    });

    it('every payment request, whatever its state', async () => {
      await keepingShotOnFailure(page, 'every payment request, whatever its state', async () => {
        await openInApp(page, url, `/admin/payment-requests`);
        await settle(page);
        await page.getByLabel('Status', { exact: true }).selectOption('all');
        await assertFits(page, 'admin payment requests, all');
      });
    });
  });
});
