import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FEE_MESSAGES } from '@portal/contracts/fees';
import { isValidFundingReference } from '@portal/rules/fundingReference';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { REVIEW_MESSAGES } from '@portal/contracts/review';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  ADMIN_CREDENTIALS,
  createVerifiedCustomer,
  launchBrowser,
  signInWithApi,
  startPortalWithMail,
  trackPageErrors,
  type Credentials,
  type PortalWithMail,
} from '../testing';
import { decideInDialog, detailOf, showStatus } from '../testing/adminReview';
import { pdfFile, pngFile, type UploadFile } from '../testing/files';
import {
  companyProfile,
  EUR_TO_NGN,
  RECEIVING_ACCOUNT,
  USDC_ADDRESS,
  USDC_ADDRESS_BAD_CHECKSUM,
  WALLET,
} from '../testing/knownValues';
import { apiSession } from '../testing/portalApi';
import { choosePurpose, fillNewBeneficiary } from '../testing/paymentForm';
import { approveCustomer, setStaffRates } from '../testing/staff';

/**
 * Issue 11 in the composed portal, with two browser contexts (a customer's and an
 * admin's): the customer submits payments with invoices and sees them pending in
 * the history and the quick stats; the admin sets the receiving account, sees the
 * requests with their invoices, rejects one with a reason and approves the other;
 * the customer sees both outcomes, the reason, and how to pay the naira for the
 * approved one. Then everything again after the server restarts on the same data.
 * Staff have set the naira rates (D30) and approved the customer's business (D37),
 * as both must be before anyone pays.
 */
const REJECTION_REASON = 'The invoice is made out to another company.';

interface SubmittedPayment {
  reference: string;
  recipient: string;
  foreign: string;
  naira: string;
  invoice: UploadFile;
}

/** Approved later: EUR at the spec's 483, 1,250.50 × 483 = 603,991.50. */
const HAMBURG = {
  recipient: 'Hamburg Machinery GmbH',
  country: 'DE',
  address: 'Große Elbstraße 1, 22767 Hamburg',
  bank: 'Deutsche Bank AG',
  swift: 'DEUTDEFF',
  account: 'DE89370400440532013000',
  purpose: 'Goods',
  amount: '1250.50',
  currency: 'EUR',
  foreign: '€1,250.50',
  naira: '₦603,991.50',
  invoice: pdfFile('invoice-hamburg-0042.pdf'),
} as const;

/** Rejected later: USD at the spec's 410.50, 980 × 410.50 = 402,290.00. */
const SHENZHEN = {
  recipient: 'Shenzhen Brightway Electronics Co.',
  country: 'CN',
  address: '88 Keji Road, Nanshan, Shenzhen',
  bank: 'Bank of China',
  swift: 'BKCHCNBJ',
  account: '6222000011112222',
  purpose: 'Freight',
  amount: '980',
  currency: 'USD',
  foreign: '$980.00',
  naira: '₦402,290.00',
  invoice: pngFile('invoice-shenzhen-17.png'),
} as const;

describe('payments, customer and admin on one server', () => {
  let dataDir: string;
  let running: PortalWithMail;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[][] = [];

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-payments-'));
    running = await startPortalWithMail({ DATA_DIR: dataDir });
    browser = await launchBrowser();
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const url = () => running.portal.url;

  async function pageFor(credentials: Pick<Credentials, 'email' | 'password'>): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    pageErrors.push(trackPageErrors(page));
    await signInWithApi(page, url(), credentials);
    return page;
  }

  const customerSidebar = (page: Page) => page.getByRole('navigation', { name: 'Customer Portal' });
  async function openCustomerPage(page: Page, link: string, heading: string | RegExp) {
    await customerSidebar(page).getByRole('link', { name: link }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }

  async function waitForStat(page: Page, label: string, value: string) {
    await page
      .getByRole('region', { name: 'Quick Stats' })
      .locator('.stat')
      .filter({ hasText: label })
      .locator('dd')
      .getByText(value, { exact: true })
      .waitFor();
  }

  /**
   * Fills the payment form as a person would and asks for its review (the server's
   * quote); resolves to the review's Submit, which the caller clicks.
   */
  async function fillPaymentForm(page: Page, payment: typeof HAMBURG | typeof SHENZHEN): Promise<Locator> {
    await openCustomerPage(page, 'Payment Submission', 'Payment Submission');
    const form = page.getByRole('form', { name: 'Payment request' });
    // A German beneficiary is paid by IBAN and BIC; a Chinese one by SWIFT/BIC and account.
    const iban = payment.country === 'DE';
    await fillNewBeneficiary(form, {
      name: payment.recipient,
      country: payment.country,
      address: payment.address,
      bankName: payment.bank,
      bic: payment.swift,
      ...(iban ? { iban: payment.account } : { accountNumber: payment.account }),
    });
    await choosePurpose(form, payment.purpose);
    await form.getByLabel('Foreign Amount').fill(payment.amount);
    await form.getByLabel('Foreign Currency').selectOption(payment.currency);
    await form.getByTestId('local-amount').filter({ hasText: payment.naira }).waitFor();
    await form.getByLabel('Invoice (optional)').setInputFiles(payment.invoice);
    await form.getByRole('button', { name: 'Review payment' }).click();
    const review = page.getByRole('region', { name: 'Review your payment' });
    // D47: the naira total is its own line beside the converted amount (the same figure with no fee).
    await review
      .locator('.summary-line')
      .filter({ has: page.locator('dt', { hasText: 'Naira total' }) })
      .getByText(payment.naira)
      .waitFor();
    return review.getByRole('button', { name: 'Submit Payment Request' });
  }

  /** The server's answer on the page: 'Awaiting VendorBridge review' with its reference. */
  async function submitted(page: Page, payment: typeof HAMBURG | typeof SHENZHEN): Promise<SubmittedPayment> {
    const pending = page.getByRole('region', { name: 'Awaiting VendorBridge review' });
    await pending.waitFor();
    await pending
      .locator(`xpath=.//dt[normalize-space(.)="Naira total"]/following-sibling::dd[1]`)
      .getByText(payment.naira)
      .waitFor();
    await pending.getByText('AWAITING VENDORBRIDGE REVIEW', { exact: true }).waitFor();
    const reference = (await pending.getByTestId('payment-reference').textContent()) ?? '';
    assert.match(reference, /^PAY-\d+$/);
    return {
      reference,
      recipient: payment.recipient,
      foreign: payment.foreign,
      naira: payment.naira,
      invoice: payment.invoice,
    };
  }

  /** A line of the funding instructions, by its term. */
  const fundingLine = (payTo: Locator, term: string) =>
    payTo
      .locator('.summary-line')
      .filter({ has: payTo.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) });

  const historyRow = (page: Page, reference: string) =>
    page.getByRole('table', { name: 'Transaction History' }).getByRole('row').filter({ hasText: reference });

  let customer: Credentials;
  let approved: SubmittedPayment;
  let rejected: SubmittedPayment;

  it('gives the converter and the payment form the same EUR to NGN rate', async () => {
    customer = await createVerifiedCustomer(url(), running.mail, { name: 'Ngozi Eze' });
    const customerApi = await apiSession(url(), customer);
    await customerApi.saveProfile(companyProfile('Ngozi Eze', 'Eze Imports Ltd'));
    await setStaffRates(running);
    await approveCustomer(running, customerApi);
    const page = await pageFor(customer);
    await page.goto(`${url()}/dashboard/overview`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ngozi Eze' }).waitFor();

    await openCustomerPage(page, 'Currency Converter', 'Currency Converter');
    const converter = page.getByRole('form', { name: 'Currency converter' });
    await converter.getByLabel('Amount').fill('1');
    await converter.getByLabel('From').selectOption('EUR');
    await converter.getByLabel('To').selectOption('NGN');
    await converter.getByRole('button', { name: 'Convert' }).click();
    // One rate format on every screen (issue 31): the converter writes it as the payment form does.
    await page.getByText(`Exchange rate: 1 EUR = ₦${EUR_TO_NGN}.00`, { exact: true }).waitFor();

    await openCustomerPage(page, 'Payment Submission', 'Payment Submission');
    const form = page.getByRole('form', { name: 'Payment request' });
    await form.getByLabel('Foreign Currency').selectOption('EUR');
    await form
      .getByTestId('payment-rate')
      .filter({ hasText: `1 EUR = ₦${EUR_TO_NGN}.00` })
      .waitFor();
  });

  it('takes a payment with its invoice once, even when Submit is clicked twice', async () => {
    const page = await pageFor(customer);
    await page.goto(`${url()}/dashboard/overview`);
    await waitForStat(page, 'Pending Payments', '0');

    // A person's double click: the second click lands while the first is being sent.
    const submit = await fillPaymentForm(page, HAMBURG);
    await submit.dblclick();
    approved = await submitted(page, HAMBURG);

    // One request: in the history, and counted once in the quick stats.
    await openCustomerPage(page, 'Transaction History', 'Transaction History');
    const row = historyRow(page, approved.reference);
    await row.getByText('AWAITING VENDORBRIDGE REVIEW', { exact: true }).waitFor();
    await row.getByText(HAMBURG.foreign).waitFor();
    await row.getByText(`Payment to ${HAMBURG.recipient}`).waitFor();
    assert.equal(await page.getByRole('table', { name: 'Transaction History' }).getByRole('row').count(), 2);
    await openCustomerPage(page, 'Overview', /^Welcome, /);
    await waitForStat(page, 'Pending Payments', '1');
    await waitForStat(page, 'Completed Transactions', '0');

    // Two clicks in one go, faster than any hand: still one request.
    const again = await fillPaymentForm(page, SHENZHEN);
    await again.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    rejected = await submitted(page, SHENZHEN);
    assert.notEqual(rejected.reference, approved.reference);

    await openCustomerPage(page, 'Transaction History', 'Transaction History');
    await historyRow(page, rejected.reference)
      .getByText('AWAITING VENDORBRIDGE REVIEW', { exact: true })
      .waitFor();
    assert.equal(await page.getByRole('table', { name: 'Transaction History' }).getByRole('row').count(), 3);
    await openCustomerPage(page, 'Overview', /^Welcome, /);
    await waitForStat(page, 'Pending Payments', '2');

    const stored = await (await apiSession(url(), customer)).listPayments();
    assert.deepEqual(
      stored.map((payment) => payment.reference).sort(),
      [approved.reference, rejected.reference].sort(),
    );
  });

  it('lets an admin set the receiving account and wallet through the form, refusing invalid values', async () => {
    const admin = await pageFor(ADMIN_CREDENTIALS);
    await admin.goto(`${url()}/admin/bank-account`);
    await admin.getByRole('heading', { level: 1, name: 'Bank Account' }).waitFor();
    const account = admin.getByRole('region', { name: 'Receiving Bank Account' });
    await account.getByText('No receiving bank account has been set.', { exact: false }).waitFor();

    await account.getByRole('button', { name: 'Edit' }).click();
    await account.getByLabel('Bank Name').fill(RECEIVING_ACCOUNT.bankName);
    await account.getByLabel('Account Name').fill(RECEIVING_ACCOUNT.accountName);
    await account.getByLabel('Currency').selectOption(RECEIVING_ACCOUNT.currency);
    await account.getByLabel('Account Number').fill('123456789');
    await account.getByLabel('SWIFT/BIC').fill('GTBIXXLA');
    await account.getByRole('button', { name: 'Save' }).click();
    await account.getByText(PAYMENT_MESSAGES.nubanInvalid).waitFor();
    await account.getByText(PAYMENT_MESSAGES.swiftInvalid).waitFor();
    assert.equal(await account.getByLabel('Account Number').getAttribute('aria-invalid'), 'true');
    assert.equal(await account.getByText(PAYMENT_MESSAGES.receivingAccountUpdated).count(), 0);

    await account.getByLabel('Account Number').fill(RECEIVING_ACCOUNT.accountNumber);
    await account.getByLabel('SWIFT/BIC').fill(RECEIVING_ACCOUNT.swiftCode);
    // Step-up (issue 22): the configured admin has no authenticator here, so the password confirms.
    await account.getByLabel('Authentication code').fill(ADMIN_CREDENTIALS.password);
    await account.getByRole('button', { name: 'Save' }).click();
    await account.getByRole('status').filter({ hasText: PAYMENT_MESSAGES.receivingAccountUpdated }).waitFor();

    const wallet = admin.getByRole('region', { name: 'Wallet Settings' });
    await wallet.getByRole('button', { name: 'Edit' }).click();
    await wallet.getByLabel('Naira Account Number').fill(WALLET.nairaAccountNumber);
    await wallet.getByLabel('USDC Wallet Address').fill(USDC_ADDRESS_BAD_CHECKSUM);
    await wallet.getByRole('button', { name: 'Save' }).click();
    await wallet.getByText(PAYMENT_MESSAGES.usdcAddressInvalid).waitFor();
    await wallet.getByLabel('USDC Wallet Address').fill(USDC_ADDRESS);
    await wallet.getByLabel('Authentication code').fill(ADMIN_CREDENTIALS.password);
    await wallet.getByRole('button', { name: 'Save' }).click();
    await wallet.getByRole('status').filter({ hasText: PAYMENT_MESSAGES.walletUpdated }).waitFor();

    // Stored on the server, not in this browser: a reload reads them back.
    await admin.reload();
    const saved = admin.getByRole('region', { name: 'Receiving Bank Account' });
    await saved.getByText(RECEIVING_ACCOUNT.accountNumber, { exact: true }).waitFor();
    await saved.getByText(RECEIVING_ACCOUNT.swiftCode, { exact: true }).waitFor();
    assert.equal(
      await saved.getByText('No receiving bank account has been set.', { exact: false }).count(),
      0,
    );
    const savedWallet = admin.getByRole('region', { name: 'Wallet Settings' });
    await savedWallet.getByText(USDC_ADDRESS).waitFor();
    assert.equal(await savedWallet.getByText('Not set', { exact: true }).count(), 1);
  });

  it('shows the requests to an admin with their invoices, and takes a rejection with its reason and an approval', async () => {
    const admin = await pageFor(ADMIN_CREDENTIALS);
    await admin.goto(`${url()}/admin/dashboard`);
    const paymentCount = admin.locator('.stat').filter({ hasText: 'Payments to Review' }).locator('dd');
    await paymentCount.getByText('2', { exact: true }).waitFor();

    await admin.goto(`${url()}/admin/payment-requests`);
    await admin.getByRole('heading', { level: 1, name: 'Payment Requests' }).waitFor();
    const toApprove = admin.getByRole('article', {
      name: `${approved.reference}: Payment to ${HAMBURG.recipient}`,
    });
    const toReject = admin.getByRole('article', {
      name: `${rejected.reference}: Payment to ${SHENZHEN.recipient}`,
    });
    await toApprove.waitFor();
    await toReject.waitFor();
    assert.equal(await admin.getByRole('article').count(), 2, 'each request once, though submitted twice');

    // The spec's columns, at the rate stored with the request; the account number masked.
    // The business's people: who prepared it, and no approval inside the business (no policy).
    assert.equal(
      await detailOf(toApprove, 'Prepared by').textContent(),
      // The name, then the e-mail on a line of its own.
      `Ngozi Eze ${customer.email.toLowerCase()}`,
    );
    assert.equal(
      await detailOf(toApprove, 'Business approval').textContent(),
      'None: not needed when it was submitted',
    );
    // No fee charged: the line is "Fee", not "Fee (included)" (fixc).
    assert.equal(await detailOf(toApprove, 'Fee').textContent(), FEE_MESSAGES.noFee);
    assert.equal(await detailOf(toApprove, 'Company').textContent(), 'Eze Imports Ltd');
    // Its bank fields as the detail page names them (fixc): an IBAN corridor's masked IBAN.
    assert.equal(await detailOf(toApprove, 'IBAN').textContent(), '••••3000');
    assert.equal(await detailOf(toApprove, 'Amount').textContent(), HAMBURG.foreign);
    assert.equal(await detailOf(toApprove, 'Amount in NGN').textContent(), HAMBURG.naira);
    assert.equal(await detailOf(toApprove, 'Rate').textContent(), `1 EUR = ₦${EUR_TO_NGN}.00`);
    assert.equal(await detailOf(toReject, 'Account Number').textContent(), '••••2222');

    // The invoice opens through the authorised download, in a tab of its own.
    const [opened] = await Promise.all([
      admin.context().waitForEvent('page'),
      toApprove.getByRole('button', { name: `Open invoice ${HAMBURG.invoice.name}` }).click(),
    ]);
    await opened.waitForURL(/^blob:/);
    await opened.close();
    await toReject.getByRole('button', { name: `Open invoice ${SHENZHEN.invoice.name}` }).waitFor();

    // A rejection needs a reason; Cancel decides nothing.
    await toReject.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject payment request?' });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText(REVIEW_MESSAGES.reasonRequired).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toReject.getByText('AWAITING VENDORBRIDGE REVIEW', { exact: true }).waitFor();

    await decideInDialog(admin, toReject, 'Reject', REJECTION_REASON);
    await admin
      .getByRole('status')
      .filter({
        hasText: `Payment request ${rejected.reference} of ${SHENZHEN.foreign} to ${SHENZHEN.recipient} rejected.`,
      })
      .waitFor();
    await toReject.waitFor({ state: 'detached' });

    await decideInDialog(admin, toApprove, 'Approve');
    await admin
      .getByRole('status')
      .filter({ hasText: `Payment request ${approved.reference}` })
      .waitFor();
    await toApprove.waitFor({ state: 'detached' });
    await admin.getByText('No payment requests are waiting for review.').waitFor();

    // Decided rows keep who decided, and why; they offer nothing more.
    await showStatus(admin, 'all');
    const wasRejected = admin.getByRole('article', {
      name: `${rejected.reference}: Payment to ${SHENZHEN.recipient}`,
    });
    await detailOf(wasRejected, 'Status').getByText('REJECTED').waitFor();
    assert.equal(await detailOf(wasRejected, 'Reason').textContent(), REJECTION_REASON);
    // The person by name, then the e-mail on its own line (issue 31).
    assert.equal(
      await detailOf(wasRejected, 'Decided by').textContent(),
      `${ADMIN_CREDENTIALS.name} ${ADMIN_CREDENTIALS.email}`,
    );
    const wasApproved = admin.getByRole('article', {
      name: `${approved.reference}: Payment to ${HAMBURG.recipient}`,
    });
    await detailOf(wasApproved, 'Status').getByText('APPROVED').waitFor();
    assert.equal(await wasApproved.getByRole('button', { name: /Approve|Reject/ }).count(), 0);

    // The dashboard counts what is really pending and lists the decisions.
    await admin.goto(`${url()}/admin/dashboard`);
    await paymentCount.getByText('0', { exact: true }).waitFor();
    await admin
      .getByRole('region', { name: 'Recent Activity' })
      .getByText(`Reason: ${REJECTION_REASON}`)
      .waitFor();
  });

  it('shows the customer both outcomes, the reason, and how to pay the naira', async () => {
    const page = await pageFor(customer);
    await page.goto(`${url()}/dashboard/transactions`);
    await historyRow(page, approved.reference).getByText('APPROVED', { exact: true }).waitFor();
    await historyRow(page, rejected.reference).getByText('REJECTED', { exact: true }).waitFor();
    // Approved is not paid (issue 20): still in progress, and nothing completed yet.
    await openCustomerPage(page, 'Overview', /^Welcome, /);
    await waitForStat(page, 'Pending Payments', '1');
    await waitForStat(page, 'Completed Transactions', '0');
    // An approved customer's home lists the newest requests.
    const recent = page.getByRole('table', { name: 'Recent payments' });
    await recent.getByText(approved.reference).waitFor();
    await recent.getByText(rejected.reference).waitFor();

    await openCustomerPage(page, 'Transaction History', 'Transaction History');
    await historyRow(page, rejected.reference).getByRole('link', { name: rejected.reference }).click();
    await page.getByRole('heading', { level: 1, name: `Payment request ${rejected.reference}` }).waitFor();
    assert.equal(await page.getByTestId('payment-reason').textContent(), `Reason: ${REJECTION_REASON}`);
    assert.equal(await page.getByRole('region', { name: 'How to pay' }).count(), 0);

    await page.getByRole('link', { name: 'Back to Transaction History' }).click();
    await historyRow(page, approved.reference).getByRole('link', { name: approved.reference }).click();
    await page.getByRole('heading', { level: 1, name: `Payment request ${approved.reference}` }).waitFor();
    // D31: the naira amount, the receiving account and a payment reference to quote.
    const payTo = page.getByRole('region', { name: 'How to pay' });
    await payTo.getByText(`Send exactly ${HAMBURG.naira} by bank transfer`, { exact: false }).waitFor();
    for (const [term, value] of [
      ['Amount', HAMBURG.naira],
      ['Bank', RECEIVING_ACCOUNT.bankName],
      ['Account name', RECEIVING_ACCOUNT.accountName],
      ['Account number', RECEIVING_ACCOUNT.accountNumber],
    ] as const) {
      assert.equal(await fundingLine(payTo, term).locator('.funding-value').textContent(), value);
    }
    const fundingReference = await fundingLine(payTo, 'Payment reference')
      .locator('.funding-value')
      .textContent();
    assert.ok(isValidFundingReference(fundingReference ?? ''), `payment reference "${fundingReference}"`);
    await fundingLine(payTo, 'Pay before').waitFor();

    // Each decision reached the customer by e-mail, the rejection with its reason.
    const email = customer.email.toLowerCase();
    const rejectionMail = await running.mail.waitFor(
      (mail) => mail.to.includes(email) && mail.subject.includes(rejected.reference),
    );
    assert.match(rejectionMail.text, new RegExp(`Reason: ${REJECTION_REASON.replace(/\./g, '\\.')}`));
    await running.mail.waitFor(
      (mail) => mail.to.includes(email) && mail.subject.includes(approved.reference),
    );
  });

  it('keeps the requests, their decisions and the receiving account across a restart', async () => {
    await running.stop();
    running = await startPortalWithMail({ DATA_DIR: dataDir });

    const page = await pageFor(customer);
    await page.goto(`${url()}/dashboard/transactions`);
    await historyRow(page, approved.reference).getByText('APPROVED', { exact: true }).waitFor();
    await historyRow(page, rejected.reference).getByText('REJECTED', { exact: true }).waitFor();
    await historyRow(page, approved.reference).getByRole('link', { name: approved.reference }).click();
    const payTo = page.getByRole('region', { name: 'How to pay' });
    await payTo.getByText(RECEIVING_ACCOUNT.accountNumber, { exact: true }).waitFor();
    // The invoice is still there to open.
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: `View ${HAMBURG.invoice.name}` }).click(),
    ]);
    await opened.waitForURL(/^blob:/);
    await opened.close();

    const admin = await pageFor(ADMIN_CREDENTIALS);
    await admin.goto(`${url()}/admin/payment-requests`);
    await admin.getByRole('heading', { level: 1, name: 'Payment Requests' }).waitFor();
    await showStatus(admin, 'rejected');
    const wasRejected = admin.getByRole('article', {
      name: `${rejected.reference}: Payment to ${SHENZHEN.recipient}`,
    });
    assert.equal(await detailOf(wasRejected, 'Reason').textContent(), REJECTION_REASON);
    await admin.goto(`${url()}/admin/bank-account`);
    await admin
      .getByRole('region', { name: 'Receiving Bank Account' })
      .getByText(RECEIVING_ACCOUNT.bankName, { exact: true })
      .waitFor();

    for (const errors of pageErrors) assert.deepEqual(errors, []);
  });
});
