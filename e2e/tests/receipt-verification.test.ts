import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pdfText } from '../testing/pdfText';
import { after, before, describe, it } from 'node:test';
import { withId } from '@portal/contracts/api';
import { JOURNEY_PATHS } from '@portal/contracts/paymentJourney';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startPortalWithMail, trackPageErrors, type PortalWithMail } from '../testing';
import { vendorPayment } from '../testing/knownValues';
import { findNarrowViolations } from '../testing/narrowScreen';
import { stageCustomer } from '../testing/stage';
import { staffApi } from '../testing/staff';

/**
 * D42 in the composed portal: a payment paid out through the API has a receipt whose text
 * carries its verification code and address; that address opens the public verify page
 * (no sign-in) which checks the Ed25519 signature in the browser, at 1280 and 375 px; an
 * answer changed on its way is not called valid; an unknown code has a clear page.
 */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), 'portal-e2e-receipt-verification');

describe('receipts anyone can verify (D42)', () => {
  let running: PortalWithMail;
  let browser: Browser;
  let code = '';
  let verifyUrl = '';

  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    running = await startPortalWithMail();
    browser = await launchBrowser();
    const customer = await stageCustomer(running, {
      name: 'Amaka Verify',
      company: 'Verify Imports Ltd',
      payments: [
        { request: vendorPayment({ recipientCompany: 'Hamburg Machinery GmbH', foreignAmount: '1250.50' }) },
      ],
    });
    const [payment] = customer.payments;
    assert.ok(payment);
    const staff = await staffApi(running);
    await staff.decidePayment(payment.id, 'approve');
    await staff.call('POST', withId(JOURNEY_PATHS.adminFundingConfirm, payment.id), {
      amountReceived: payment.localAmount,
      bankReference: 'GTB-IN-0042',
    });
    await staff.call('POST', withId(JOURNEY_PATHS.adminPayout, payment.id), {
      paidAt: new Date().toISOString(),
      reference: 'UETR-9b2f-verify',
    });
    const receipt = await fetch(
      `${running.portal.url}/api${withId(JOURNEY_PATHS.paymentReceipt, payment.id)}`,
      {
        headers: { authorization: `Bearer ${customer.api.login.tokens.accessToken}` },
      },
    );
    assert.equal(receipt.status, 200);
    const text = await pdfText(Buffer.from(await receipt.arrayBuffer()));
    const found = /\/verify\/([a-z2-7]{26})/.exec(text);
    assert.ok(found, text);
    code = found[1] ?? '';
    assert.ok(text.includes(code), 'the code is printed in words too');
    verifyUrl = `${running.portal.url}/verify/${code}`;
  });
  after(async () => {
    await browser?.close();
    await running?.stop();
  });

  async function openVerify(
    width: number,
    height: number,
    url = verifyUrl,
  ): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(url);
    return { page, errors };
  }

  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    it(`checks the signature in the browser and shows what the receipt states, at ${width} px, signed out`, async () => {
      const { page, errors } = await openVerify(width, height);
      await page.getByText('Signature valid').waitFor();
      const facts = await page.locator('.verify-facts').innerText();
      for (const expected of [
        'Verify Imports Ltd',
        'Hamburg Machinery GmbH',
        '••••3000',
        '€1,250.50 (EUR)',
        'UETR-9b2f-verify',
        code,
      ]) {
        assert.ok(facts.includes(expected), `${expected} in ${facts}`);
      }
      // Public: nobody is signed in, and the page links into no one's portal data.
      assert.equal(await page.locator('a[href^="/dashboard"], a[href^="/admin"]').count(), 0);
      if (width === 375) assert.deepEqual(await findNarrowViolations(page), []);
      await page.screenshot({ path: path.join(SHOTS, `verify-${width}.png`), fullPage: true });
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }

  it('does not call an answer changed on its way valid', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(`**/api/verify/${code}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { receipt: { amount: string } } };
      body.data.receipt.amount = '12500.50';
      await route.fulfill({ response, json: body });
    });
    await page.goto(verifyUrl);
    await page.getByText(/Signature not valid/).waitFor();
    assert.equal(await page.getByText('Signature valid', { exact: true }).count(), 0);
    assert.equal(await page.getByText(/12,500\.50/).count(), 0);
    await page.screenshot({ path: path.join(SHOTS, 'verify-tampered-1280.png'), fullPage: true });
    await context.close();
  });

  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    it(`says plainly that an unknown code has no receipt, at ${width} px`, async () => {
      const { page, errors } = await openVerify(
        width,
        height,
        `${running.portal.url}/verify/abcdefghijklmnopqrstuvwxyz`,
      );
      await page.getByRole('heading', { name: 'Receipt not found' }).waitFor();
      assert.equal(await page.getByText('Signature valid').count(), 0);
      if (width === 375) assert.deepEqual(await findNarrowViolations(page), []);
      await page.screenshot({ path: path.join(SHOTS, `verify-unknown-${width}.png`), fullPage: true });
      // The 404 of the unknown code is the page's own answer, not an error of the page.
      assert.deepEqual(
        errors.filter((error) => !/404/.test(error)),
        [],
      );
      await page.context().close();
    });
  }
});
