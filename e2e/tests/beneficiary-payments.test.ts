import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withId } from '@portal/contracts/api';
import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_PATHS, beneficiaryPath } from '@portal/contracts/beneficiaryPaths';
import type { AdminPaymentDetail } from '@portal/contracts/paymentAnswers';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import type { Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, signInWithApi, trackPageErrors } from '../testing';
import { US_BENEFICIARY } from '../testing/knownValues';
import { choosePurpose, pickSavedBeneficiary } from '../testing/paymentForm';
import { stageCustomer } from '../testing/stage';
import { setStaffRates, staffApi } from '../testing/staff';
import { portalSuite } from '../testing/suite';

/**
 * Issue 25's browser test of paying the beneficiary book: a US vendor saved through the
 * API is paid through the payment form (picked from the book, paid in its own dollars);
 * its bank details change (a new version, through the API, as a fraudster's "new bank
 * details" e-mail would have them changed); the form pays it again. The admin reviewing
 * the second request sees "Bank details changed on …", and the first request "First
 * payment to this beneficiary"; each request keeps the details it was made with.
 */
const CHANGED_BANK = { bankName: 'Bank of America', routingNumber: '026009593', accountNumber: '987654321' };

const suite = portalSuite();

/** Pays the saved US beneficiary through the form; resolves to the request's id. */
async function payThroughForm(page: Page, amount: string, expectedAccount: string): Promise<string> {
  await page.goto(`${suite.running.portal.url}/dashboard/payments`);
  const form = page.getByRole('form', { name: 'Payment request' });
  await form.waitFor();
  await pickSavedBeneficiary(form, US_BENEFICIARY.name);
  // A saved beneficiary is paid in its own currency.
  assert.equal(await form.getByLabel('Foreign Currency').inputValue(), 'USD');
  await form.getByLabel('Foreign Amount').fill(amount);
  await choosePurpose(form, 'Services');
  await form.getByRole('button', { name: 'Review payment' }).click();
  const review = page.getByRole('region', { name: 'Review your payment' });
  await review.waitFor();
  const summary = await review.getByTestId('payment-review').innerText();
  for (const expected of [US_BENEFICIARY.name, 'United States', expectedAccount, 'Services'])
    assert.ok(summary.includes(expected), `the review lacks ${expected}:\n${summary}`);
  await review.getByRole('button', { name: 'Submit Payment Request' }).click();
  await page.getByTestId('payment-reference').waitFor();
  await page.getByRole('link', { name: 'Follow this request' }).click();
  await page.getByRole('heading', { level: 1, name: /^Payment request PAY-/ }).waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

describe('paying a saved beneficiary whose bank details changed', () => {
  it('flags the change and the first payment to the admin', { timeout: 180_000 }, async () => {
    const customer = await stageCustomer(suite.running, {
      name: 'Tunde Payee',
      company: 'Payee Imports Ltd',
      approved: true,
    });
    await setStaffRates(suite.running);
    const { beneficiary } = await customer.api.call<{ beneficiary: BeneficiaryView }>(
      'POST',
      BENEFICIARY_PATHS.beneficiaries,
      US_BENEFICIARY,
      201,
    );

    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const pageErrors = trackPageErrors(page);
      await signInWithApi(page, suite.running.portal.url, customer.credentials);
      const first = await payThroughForm(page, '400', US_BENEFICIARY.accountNumber);

      // New bank details: a new version of the beneficiary.
      const changed = await customer.api.call<{ beneficiary: BeneficiaryView }>(
        'PUT',
        beneficiaryPath(beneficiary.id),
        { ...US_BENEFICIARY, ...CHANGED_BANK },
      );
      assert.equal(changed.beneficiary.version, 2);
      const second = await payThroughForm(page, '500', CHANGED_BANK.accountNumber);

      // Each request keeps the version it was made with (the customer's page shows it).
      const details = page.getByRole('region', { name: 'Request details' });
      await details.getByText(CHANGED_BANK.accountNumber, { exact: true }).waitFor();
      await page.goto(`${suite.running.portal.url}/dashboard/payments/${first}`);
      await details.getByText(US_BENEFICIARY.accountNumber, { exact: true }).waitFor();
      assert.equal(await details.getByText(CHANGED_BANK.accountNumber, { exact: true }).count(), 0);
      assert.deepEqual(pageErrors, []);

      // What the server tells the reviewer.
      const staff = await staffApi(suite.running);
      const signalsOf = async (id: string) =>
        (await staff.call<{ payment: AdminPaymentDetail }>('GET', withId(PAYMENT_PATHS.adminPayment, id)))
          .payment.signals;
      const firstSignals = await signalsOf(first);
      const secondSignals = await signalsOf(second);
      assert.equal(firstSignals?.firstPaymentToBeneficiary, true);
      assert.equal(firstSignals?.bankDetailsChangedAt, null);
      assert.equal(secondSignals?.firstPaymentToBeneficiary, false);
      assert.ok(secondSignals?.bankDetailsChangedAt, JSON.stringify(secondSignals));
      assert.equal(secondSignals?.previousBankDetails?.accountNumber, US_BENEFICIARY.accountNumber);

      // And what the admin sees on each request's page.
      const admin = await context.browser()?.newContext({ viewport: { width: 1280, height: 900 } });
      assert.ok(admin);
      try {
        const adminPage = await admin.newPage();
        const adminErrors = trackPageErrors(adminPage);
        await signInWithApi(adminPage, suite.running.portal.url, ADMIN_CREDENTIALS);
        await adminPage.goto(`${suite.running.portal.url}/admin/payment-requests/${second}`);
        await adminPage
          .getByText(/Bank details changed on/)
          .first()
          .waitFor();
        assert.equal(await adminPage.getByText('First payment to this beneficiary').count(), 0);
        await adminPage.goto(`${suite.running.portal.url}/admin/payment-requests/${first}`);
        await adminPage.getByText('First payment to this beneficiary').first().waitFor();
        assert.equal(await adminPage.getByText(/Bank details changed on/).count(), 0);
        assert.deepEqual(adminErrors, []);
      } finally {
        await admin.close();
      }
    } finally {
      await context.close();
    }
  });
});
