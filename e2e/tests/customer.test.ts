import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import { JOURNEY_MESSAGES } from '@portal/contracts/paymentJourney';
import { PAYMENT_STATE_HINTS } from '@portal/ui/words/paymentStateHints';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import type { Locator, Page } from 'playwright-core';
import {
  createVerifiedCustomer,
  signInWithApi,
  trackPageErrors,
  type Credentials,
  type PortalWithMail,
} from '../testing';
import { pdfFile, pngFile } from '../testing/files';
import { EUR_TO_NGN } from '../testing/knownValues';
import { assertNoSidewaysScroll } from '../testing/layout';
import { currentAreaPage, followAreaLink } from '../testing/navigation';
import { choosePurpose, fillNewBeneficiary } from '../testing/paymentForm';
import { slowDown } from '../testing/slowDown';
import { apiSession } from '../testing/portalApi';
import { approveCustomer, setStaffRates } from '../testing/staff';
import { portalSuite } from '../testing/suite';
import { documentSlot } from '../testing/documentSlot';

/**
 * Issue 4 on the connected portal, in real Chromium: a new customer goes through
 * every page of the customer area by its navigation and finds it empty (never sample
 * rows), converts at the server's rate, fills the profile, uploads documents and
 * submits a payment, then finds that payment in the history, on its own page and
 * in the quick stats. Once on a desktop and once on a 375 px phone. Its pages'
 * accessibility (each page empty, the history with a request, a pending request's page,
 * at both widths) is scanned in accessibility.test.ts, not again here.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '375 px phone', width: 375, height: 812 },
] as const;

const PAGES = [
  { link: 'Overview', path: '/dashboard/overview', heading: /^Welcome, / },
  { link: 'Transaction History', path: '/dashboard/transactions', heading: 'Transaction History' },
  { link: 'Currency Converter', path: '/dashboard/currency-converter', heading: 'Currency Converter' },
  { link: 'Profile Management', path: '/dashboard/profile', heading: 'Profile Management' },
  { link: 'Document Upload', path: '/dashboard/documents', heading: 'Document Upload' },
  { link: 'Payment Submission', path: '/dashboard/payments', heading: 'Payment Submission' },
  { link: 'Security', path: '/dashboard/security', heading: 'Account security' },
] as const;

const AREA = 'Customer Portal';

/** By the sidebar on a wide screen, by the navbar's one menu on a phone. */
const openPage = (page: Page, link: string) => followAreaLink(page, AREA, link);

/** Waits until the quick stat `label` shows `value` (it shows '…' while the server is asked). */
async function waitForStat(page: Page, label: string, value: string) {
  await page
    .getByRole('region', { name: 'Quick Stats' })
    .locator('.stat')
    .filter({ hasText: label })
    .locator('dd')
    .getByText(value, { exact: true })
    .waitFor();
}

/** Where each checklist item stands: 'Done', 'To do', 'In review', 'Not started' or 'Not approved'. */
async function waitForChecklist(page: Page, item: string, state: string) {
  await page
    .getByRole('region', { name: 'Account setup' })
    .getByRole('listitem', { name: item })
    .getByText(state, { exact: true })
    .waitFor();
}

/** A line of the payment's review step, by its term. */
const reviewLine = (review: Locator, term: string) =>
  review.locator('.summary-line').filter({ has: review.page().locator('dt', { hasText: term }) });

async function visitEveryPage(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/user-dashboard`);
  await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
  // A new customer is not approved yet (D13), has no payments and a setup to do: the banner
  // starts with the profile, the checklist's first step.
  const banner = page.getByRole('region', { name: 'Account Pending Approval' });
  await banner.getByRole('link', { name: 'Complete Profile' }).waitFor();
  await waitForStat(page, 'Pending Payments', '0');
  await waitForStat(page, 'Completed Transactions', '0');
  await waitForStat(page, 'Approval Status', 'Not started');
  await waitForChecklist(page, 'Profile', 'To do');
  await waitForChecklist(page, 'Documents', 'To do');
  // Issue 31: nothing is submitted yet, so the review has not started.
  await waitForChecklist(page, 'Approval', 'Not started');

  for (const target of PAGES) {
    await openPage(page, target.link);
    await page.waitForURL(`${baseUrl}${target.path}`);
    await page.getByRole('heading', { level: 1, name: target.heading }).waitFor();
    assert.equal(await currentAreaPage(page, AREA), target.link);
    await banner.waitFor();
    await assertNoSidewaysScroll(page, target.path);
  }

  // Nothing made up: the history is empty and says what to do, the documents list too.
  await openPage(page, 'Transaction History');
  await page.getByText('You have not made any payment requests yet.').waitFor();
  assert.equal(await page.getByRole('table').count(), 0);
  // Not approved yet (D13): no way to a new payment is offered, as it would lead only to
  // "Finish onboarding" (issue 31).
  assert.equal(
    await page.getByRole('link', { name: /Submit a payment request|New payment request/ }).count(),
    0,
  );
  await openPage(page, 'Document Upload');
  await page.getByText('You have not uploaded any documents yet.', { exact: false }).waitFor();
}

async function convert(page: Page) {
  await openPage(page, 'Currency Converter');
  const form = page.getByRole('form', { name: 'Currency converter' });
  await form.getByLabel('Amount').fill('0');
  await form.getByRole('button', { name: 'Convert' }).click();
  await page.getByRole('alert').filter({ hasText: 'Please enter a valid amount' }).waitFor();

  await slowDown(page, 'GET', /^\/rates$/);
  await form.getByLabel('Amount').fill('100');
  await form.getByLabel('From').selectOption('EUR');
  await form.getByLabel('To').selectOption('NGN');
  await form.getByRole('button', { name: 'Convert' }).click();
  // Busy exactly while the server's rate table is read.
  await form.getByRole('button', { name: 'Converting...' }).waitFor();
  // Issue 31: before staff set a rate the converter says there is none, never a placeholder's price.
  await page.getByRole('alert').filter({ hasText: PAYMENT_MESSAGES.rateUnavailable }).waitFor();
  assert.equal(await page.getByTestId('conversion-rate').count(), 0);
  assert.equal(await page.getByText(/demonstration/).count(), 0);
  await page.unrouteAll();
}

/** The profile's read mode is a description list: the value beside `term` (within `scope`). */
const profileDetail = (scope: Page | Locator, term: string) =>
  scope.locator(`xpath=.//dt[normalize-space(.)="${term}"]/following-sibling::dd[1]`);

async function editProfile(page: Page) {
  await openPage(page, 'Profile Management');
  const phoneField = page.getByLabel('Phone', { exact: true });
  // Read mode: terms and values, no inputs that cannot be typed in.
  await profileDetail(page, 'Phone').waitFor();
  assert.equal(await phoneField.count(), 0);
  // A new customer's profile is theirs and empty: no sample company.
  assert.equal(await profileDetail(page, 'Company Name').textContent(), 'Not set');

  await page.getByRole('button', { name: 'Edit' }).click();
  await phoneField.fill('+234 809 000 0000');
  await page.getByLabel('Address').fill('4 Broad Street, Lagos');
  await page.getByLabel('Company Name').fill('Eze Components Ltd');
  await page.getByLabel('TIN').fill('23456789-0001');
  await page.getByLabel('BVN', { exact: true }).fill('12a345678901234');
  assert.equal(await page.getByLabel('BVN', { exact: true }).inputValue(), '12345678901');
  await page.getByRole('button', { name: 'Add Director' }).click();
  const director = page.getByRole('group', { name: 'Director 1' });
  await director.getByLabel('Director Name').fill('Chinedu Eze');
  await director.getByLabel('NIN or BVN').fill('98765432101');
  await director.getByLabel('Position').fill('Finance Director');

  await slowDown(page, 'PUT', /^\/profile$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Saving...' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();
  assert.equal(await phoneField.count(), 0);
  await page.unrouteAll();

  // Saved on the server: a reload reads it back, the phone number as stored (E.164), shown grouped.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Profile Management' }).waitFor();
  await profileDetail(page, 'Company Name').waitFor();
  assert.equal(await profileDetail(page, 'Company Name').textContent(), 'Eze Components Ltd');
  assert.equal(await profileDetail(page, 'Phone').textContent(), '+234 809 000 0000');
  assert.equal(await profileDetail(director, 'Position').textContent(), 'Finance Director');
}

async function uploadDocuments(page: Page) {
  await openPage(page, 'Document Upload');
  const tooLarge = page.getByLabel('Proof of Address');
  await tooLarge.setInputFiles(pdfFile('utility-bill.pdf', 5 * 1024 * 1024));
  await page
    .getByRole('alert')
    .filter({ hasText: 'utility-bill.pdf is larger than 5MB. Please choose a file of 5MB or less.' })
    .waitFor();
  assert.equal(await tooLarge.getAttribute('aria-invalid'), 'true');

  await documentSlot(page, 'BVN').setInputFiles(pdfFile('bvn.pdf'));
  await documentSlot(page, 'CAC').setInputFiles(pdfFile('cac.pdf'));
  await tooLarge.setInputFiles(pdfFile('utility-bill.pdf'));
  await documentSlot(page, 'TIN').setInputFiles(pngFile('tin.png'));
  await documentSlot(page, 'Director Information').setInputFiles([
    pdfFile('director-1.pdf'),
    pngFile('director-2.png'),
  ]);

  await slowDown(page, 'POST', /^\/documents$/);
  await page.getByRole('button', { name: 'Submit Documents' }).click();
  await page.getByRole('button', { name: 'Submitting...' }).waitFor();
  await page.getByRole('heading', { name: 'Documents Submitted Successfully!' }).waitFor();
  // The count is the server's: what it received, not what the form held.
  await page.getByText('6 files were received.', { exact: false }).waitFor();
  await page.unrouteAll();

  // Each document is listed with its review status.
  const listed = page.getByRole('region', { name: 'Your documents' });
  for (const [type, file] of [
    ['BVN', 'bvn.pdf'],
    ['CAC', 'cac.pdf'],
    ['TIN', 'tin.png'],
  ] as const) {
    const item = listed.getByRole('listitem', { name: type });
    await item.getByText(file).waitFor();
    await item.getByText('IN REVIEW', { exact: true }).waitFor();
  }
  // Every document is in: after 5 seconds the success screen gives way to the review
  // notice, with nothing left to submit (D40: no leftover "Submit Documents").
  await page.getByRole('region', { name: 'Your documents are under review' }).waitFor({ timeout: 8000 });
  assert.equal(await page.getByRole('button', { name: 'Submit Documents' }).count(), 0);
}

/**
 * D37: the payment form waits for the business to be approved. Once profile and documents
 * are in, the page says VendorBridge is reviewing them.
 */
async function waitForApproval(page: Page, running: PortalWithMail, credentials: Credentials) {
  await openPage(page, 'Payment Submission');
  // Everything is in: the page says it is under review, not to finish onboarding (issue 31 item 9).
  const notApproved = page.getByRole('region', { name: 'Your account is under review' });
  await notApproved.getByText('VendorBridge is reviewing your account', { exact: false }).waitFor();
  assert.equal(await notApproved.getByText(JOURNEY_MESSAGES.accountNotApproved).count(), 0);
  assert.equal(await page.getByRole('form', { name: 'Payment request' }).count(), 0);

  // Staff set the naira rates (the seeded ones are placeholders) and approve the business.
  await setStaffRates(running);
  const customer = await apiSession(running.portal.url, credentials);
  await approveCustomer(running, customer);
  // The next page load asks the server who the customer is: approved, the form is there.
  await page.reload();
  await page.getByRole('form', { name: 'Payment request' }).waitFor();
  assert.equal(await page.locator('.approval-banner').count(), 0);
}

/** Submits a payment through the form and its review step; resolves to the reference the server gave it. */
async function submitPayment(page: Page): Promise<string> {
  await openPage(page, 'Payment Submission');
  const form = page.getByRole('form', { name: 'Payment request' });
  await form.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();
  await form.getByText(BENEFICIARY_MESSAGES.nameRequired).waitFor();
  assert.equal(await form.getByLabel('Beneficiary name').getAttribute('aria-invalid'), 'true');

  await fillNewBeneficiary(form, {
    name: 'Hamburg Machinery GmbH',
    country: 'DE',
    address: 'Große Elbstraße 1, 22767 Hamburg',
    bankName: 'Deutsche Bank AG',
    iban: 'DE89370400440532013000',
    bic: 'x',
  });
  await choosePurpose(form, 'Goods');
  await form.getByLabel('Foreign Amount').fill('100');
  await form.getByLabel('Foreign Currency').selectOption('EUR');
  // The server's rate for the chosen currency, the same as the converter's.
  await form.getByTestId('local-amount').filter({ hasText: '₦48,300.00' }).waitFor();
  await form.getByText(`Exchange rate used: 1 EUR = ₦${EUR_TO_NGN}.00`).waitFor();
  await form.getByRole('button', { name: 'Review payment' }).click();
  // A SWIFT/BIC that cannot be one is refused next to its field, and nothing is sent.
  await form.getByText(BENEFICIARY_MESSAGES.bicInvalid).waitFor();
  assert.equal(await form.getByLabel('SWIFT/BIC').getAttribute('aria-invalid'), 'true');

  await form.getByLabel('SWIFT/BIC').fill('DEUTDEFF');
  await form.getByLabel('Invoice (optional)').setInputFiles(pdfFile('invoice-2291.pdf'));
  await form.getByRole('button', { name: 'Review payment' }).click();
  // The review step: the server's quote, at the same rate, before anything is submitted.
  const review = page.getByRole('region', { name: 'Review your payment' });
  await review.waitFor();
  await reviewLine(review, 'Beneficiary').getByText('Hamburg Machinery GmbH').waitFor();
  await reviewLine(review, 'IBAN').getByText('DE89 3704 0044 0532 0130 00').waitFor();
  await reviewLine(review, 'Purpose').getByText('Goods').waitFor();
  await reviewLine(review, 'Amount').getByText('€100.00').waitFor();
  await reviewLine(review, 'Exchange rate').getByText(`1 EUR = ₦${EUR_TO_NGN}.00`).waitFor();
  // D47: the fee is a line of its own (staff set none here), included in the total.
  await reviewLine(review, 'Converted to naira').getByText('₦48,300.00').waitFor();
  await reviewLine(review, 'Fee').getByText('No fee', { exact: true }).waitFor();
  await reviewLine(review, 'Naira total').getByText('₦48,300.00').waitFor();
  await reviewLine(review, 'Invoice').getByText('invoice-2291.pdf').waitFor();
  await slowDown(page, 'POST', /^\/payments$/);
  await review.getByRole('button', { name: 'Submit Payment Request' }).click();
  await page.getByRole('button', { name: 'Submitting...' }).waitFor();
  const pending = page.getByRole('region', { name: 'Awaiting VendorBridge review' });
  await pending.waitFor();
  await page.unrouteAll();
  await pending.getByText('AWAITING VENDORBRIDGE REVIEW', { exact: true }).waitFor();
  // D47: the naira as lines of their own: converted, the fee (none here) and the total.
  await profileDetail(pending, 'Converted to naira').getByText('₦48,300.00').waitFor();
  await profileDetail(pending, 'Fee').getByText('No fee', { exact: true }).waitFor();
  await profileDetail(pending, 'Naira total').getByText('₦48,300.00').waitFor();
  await pending.getByText('€100.00').waitFor();
  const reference = (await pending.getByTestId('payment-reference').textContent()) ?? '';
  assert.match(reference, /^PAY-\d+$/);
  // The confirmation stays until the customer asks for a new request: an empty form.
  await pending.getByRole('button', { name: 'New payment request' }).click();
  await form.waitFor();
  assert.equal(await form.getByLabel('Beneficiary name').inputValue(), '');
  return reference;
}

/** The request is the customer's own, in the history, on its page and in the counts. */
async function followPayment(page: Page, reference: string, baseUrl: string) {
  await openPage(page, 'Transaction History');
  const table = page.getByRole('table', { name: 'Transaction History' });
  const row = table.getByRole('row').filter({ hasText: reference });
  await row.waitFor();
  await row.getByText('AWAITING VENDORBRIDGE REVIEW', { exact: true }).waitFor();
  await row.getByText('€100.00').waitFor();
  await row.getByText('Payment to Hamburg Machinery GmbH').waitFor();
  assert.equal(await table.getByRole('row').count(), 2, 'one header row and the one request');
  await assertNoSidewaysScroll(page, 'the transaction history with a request');

  await row.getByRole('link', { name: reference }).click();
  await page.getByRole('heading', { level: 1, name: `Payment request ${reference}` }).waitFor();
  await page.getByText(PAYMENT_STATE_HINTS.pending).waitFor();
  assert.equal(await page.getByRole('region', { name: 'Where to send the payment' }).count(), 0);
  // The invoice opens through the authorised route, in a tab of its own.
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'View invoice-2291.pdf' }).click(),
  ]);
  await opened.waitForURL(/^blob:/);
  await opened.close();
  await assertNoSidewaysScroll(page, "the request's page");

  await page.goto(`${baseUrl}/dashboard/overview`);
  await waitForStat(page, 'Pending Payments', '1');
  await waitForStat(page, 'Completed Transactions', '0');
  // Issue 31: approved, the home is where work starts: New payment and the recent payments,
  // each opening on its page; the setup checklist is gone.
  await page.getByRole('link', { name: 'New payment', exact: true }).waitFor();
  const recent = page.getByRole('region', { name: 'Recent payments' });
  await recent.getByRole('link', { name: reference }).waitFor();
  await recent.getByText('Payment to Hamburg Machinery GmbH').waitFor();
  assert.equal(await page.getByRole('region', { name: 'Account setup' }).count(), 0);
  await recent.getByRole('link', { name: reference }).click();
  await page.getByRole('heading', { level: 1, name: `Payment request ${reference}` }).waitFor();
}

describe('customer area in the composed portal', () => {
  for (const viewport of VIEWPORTS) {
    // A server each: the converter first reads the seeded placeholder rates.
    const suite = portalSuite();
    it(`lets a new customer use every page on a ${viewport.name}`, async () => {
      const url = suite.running.portal.url;
      const credentials = await createVerifiedCustomer(url, suite.running.mail);
      const context = await suite.browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      });
      try {
        const page = await context.newPage();
        const errors = trackPageErrors(page);
        await signInWithApi(page, url, credentials);

        await visitEveryPage(page, url);
        await convert(page);
        await editProfile(page);
        await uploadDocuments(page);
        await waitForApproval(page, suite.running, credentials);
        const reference = await submitPayment(page);
        await followPayment(page, reference, url);

        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
