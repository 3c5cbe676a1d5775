import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pdfText } from '../testing/pdfText';
import { after, before, describe, it } from 'node:test';
import { withId } from '@portal/contracts/api';
import { FEE_MESSAGES } from '@portal/contracts/fees';
import { formatIban } from '@portal/rules/paymentAccounts';
import { JOURNEY_MESSAGES, JOURNEY_PATHS } from '@portal/contracts/paymentJourney';
import { PAYMENT_STATE_HINTS } from '@portal/ui/words/paymentStateHints';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchBrowser,
  signInWithApi,
  startPortalWithMail,
  trackPageErrors,
  type PortalWithMail,
} from '../testing';
import { RECEIVING_ACCOUNT } from '../testing/knownValues';
import { choosePurpose, fillNewBeneficiary } from '../testing/paymentForm';
import { stageCustomer, type StagedCustomer } from '../testing/stage';
import { setStaffRates, staffApi } from '../testing/staff';

/**
 * Issue 20's whole journey in the composed portal: an approved customer submits a
 * payment through the quote and review step; an admin approves it; the customer copies
 * nothing but reports the transfer with "I have paid"; an admin confirms the naira and
 * records the payout (through the API while the admin screens for them are built); the
 * customer downloads the receipt, whose extracted text holds the amounts and references.
 */

/** EUR at the naira rate staff set (483): 1,250.50 × 483 = 603,991.50. */
const PAYMENT = {
  recipient: 'Hamburg Machinery GmbH',
  address: 'Große Elbstraße 1, 22767 Hamburg',
  bank: 'Deutsche Bank AG',
  swift: 'DEUTDEFF',
  account: 'DE89370400440532013000',
  /** As a customer types it: the amount is a text field that takes grouping commas. */
  amount: '1,250.50',
  currency: 'EUR',
  naira: '₦603,991.50',
  nairaPlain: '603991.50',
} as const;
const BANK_REFERENCE = 'FT26064HAMBURG';
const PAYOUT_REFERENCE = 'UETR-6f1c0e8a-journey';

describe('the payment journey, customer and staff', () => {
  let dataDir: string;
  let running: PortalWithMail;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let customer: StagedCustomer;
  let pageErrors: string[];

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-journey-'));
    running = await startPortalWithMail({ DATA_DIR: dataDir });
    browser = await launchBrowser();
    customer = await stageCustomer(running, {
      name: 'Amaka Journey',
      company: 'Journey Imports Ltd',
      approved: true,
    });
    await setStaffRates(running);
    await (await staffApi(running)).saveReceivingAccount(RECEIVING_ACCOUNT);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    pageErrors = trackPageErrors(page);
    await signInWithApi(page, running.portal.url, customer.credentials);
  });
  after(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('goes from a quoted request to a receipt', { timeout: 180_000 }, async () => {
    const staff = await staffApi(running);

    // The customer fills the form, reviews the quote and submits.
    await page.goto(`${running.portal.url}/dashboard/payments`);
    const form = page.getByRole('form', { name: 'Payment request' });
    await fillNewBeneficiary(form, {
      name: PAYMENT.recipient,
      country: 'DE',
      address: PAYMENT.address,
      bankName: PAYMENT.bank,
      iban: PAYMENT.account,
      bic: PAYMENT.swift,
    });
    // Countries under comprehensive sanctions are not offered (the server refuses them too).
    const country = form.getByLabel('Country', { exact: true });
    assert.equal(await country.locator('option[value="DE"]').count(), 1);
    for (const blocked of ['CU', 'IR', 'KP', 'SY']) {
      assert.equal(await country.locator(`option[value="${blocked}"]`).count(), 0, `${blocked} is offered`);
    }
    await choosePurpose(form, 'Goods');
    await page.getByLabel('Foreign Amount').fill(PAYMENT.amount);
    await page.getByLabel('Foreign Currency').selectOption(PAYMENT.currency);
    await page.getByRole('button', { name: 'Review payment' }).click();
    const review = page.getByRole('region', { name: 'Review your payment' });
    await review.waitFor();
    const summary = await review.getByTestId('payment-review').innerText();
    assert.match(summary, /1 EUR = ₦483\.00/);
    assert.ok(summary.includes(PAYMENT.naira), summary);
    // The fee is its own line (D47); staff set none here.
    assert.ok(summary.includes(FEE_MESSAGES.noFee), summary);
    assert.ok(summary.includes(formatIban(PAYMENT.account)) && summary.includes('Germany'), summary);
    assert.match(await review.getByTestId('quote-clock').innerText(), /Quote expires in (30:00|29:\d\d)/);
    await review.getByRole('button', { name: 'Submit Payment Request' }).click();
    const reference = (await page.getByTestId('payment-reference').innerText()).trim();
    assert.match(reference, /^PAY-/);

    // It stays: no reset timer (issue 20).
    await page.waitForTimeout(6_000);
    assert.equal(await page.getByTestId('payment-reference').innerText(), reference);
    await page.getByRole('link', { name: 'Follow this request' }).click();
    await page.getByRole('heading', { level: 1, name: `Payment request ${reference}` }).waitFor();
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const hint = page.getByTestId('payment-hint');
    assert.equal(await hint.innerText(), PAYMENT_STATE_HINTS.pending);

    // Staff approve; the customer sees the funding instructions and reports the transfer.
    await staff.decidePayment(id, 'approve');
    await page.reload();
    const instructions = page.getByRole('region', { name: 'How to pay' });
    await instructions.waitFor();
    const instructionText = await instructions.innerText();
    assert.ok(instructionText.includes(PAYMENT.naira), instructionText);
    assert.ok(instructionText.includes(RECEIVING_ACCOUNT.accountNumber), instructionText);
    assert.ok(instructionText.includes(FEE_MESSAGES.noFee), instructionText);
    const fundingReference = /VB[0-9A-Z]{8,}/.exec(instructionText)?.[0];
    assert.ok(fundingReference, instructionText);
    // On a 375 px phone the instructions (long account name, reference, Copy buttons) fit.
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than a 375px screen`);
    const box = await instructions.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375, JSON.stringify(box));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'I have paid' }).click();
    const dialog = page.getByRole('dialog', { name: 'I have paid' });
    await dialog.getByLabel('Bank reference').fill(BANK_REFERENCE);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(PAYMENT_STATE_HINTS.funding_reported).waitFor();

    // Staff confirm the naira and record the payout.
    await staff.call('POST', withId(JOURNEY_PATHS.adminFundingConfirm, id), {
      amountReceived: PAYMENT.nairaPlain,
      bankReference: 'GTB-IN-0001',
    });
    // D47: the payout time is neither in the future nor before the funds were confirmed.
    for (const [paidAt, message] of [
      [new Date(Date.now() + 60 * 60_000).toISOString(), JOURNEY_MESSAGES.paidAtFuture],
      [new Date(Date.now() - 24 * 60 * 60_000).toISOString(), JOURNEY_MESSAGES.paidAtBeforeFunding],
    ] as const) {
      const refused = await staff.request('POST', withId(JOURNEY_PATHS.adminPayout, id), {
        paidAt,
        reference: PAYOUT_REFERENCE,
      });
      assert.equal(refused.status, 400, JSON.stringify(refused.body));
      assert.deepEqual((refused.body as { errors?: { paidAt?: string[] } }).errors?.paidAt, [message]);
    }
    await staff.call('POST', withId(JOURNEY_PATHS.adminPayout, id), {
      paidAt: new Date().toISOString(),
      reference: PAYOUT_REFERENCE,
    });

    // The customer sees it completed and downloads the receipt.
    await page.reload();
    await page.getByText(PAYMENT_STATE_HINTS.sent).waitFor();
    const payout = await page.getByRole('region', { name: 'Payment and payout' }).innerText();
    assert.ok(payout.includes(PAYOUT_REFERENCE), payout);
    // The receipt is saved as a file named by the reference, with no tab opened (issue 31).
    const tabsBefore = context.pages().length;
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      page.getByRole('button', { name: 'Download receipt' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `receipt-${reference}.pdf`);
    assert.equal(context.pages().length, tabsBefore, 'a download opens no tab');
    const saved = await download.path();
    const pdf = readFileSync(saved);
    assert.equal(pdf.subarray(0, 4).toString('latin1'), '%PDF');
    const text = await pdfText(pdf);
    for (const expected of [
      reference,
      fundingReference,
      PAYOUT_REFERENCE,
      PAYMENT.recipient,
      '603,991.50',
      '1,250.50',
      FEE_MESSAGES.noFee,
    ])
      assert.ok(text.includes(expected), `the receipt's text lacks ${expected}:\n${text}`);

    assert.deepEqual(pageErrors, []);
  });
});
