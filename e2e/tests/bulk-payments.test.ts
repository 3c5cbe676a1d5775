import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isValidFundingReference } from '@portal/rules/fundingReference';
import { BATCH_COLUMNS } from '@portal/contracts/paymentBatches';
import type { Page } from 'playwright-core';
import { signInWithApi, trackPageErrors } from '../testing';
import { describeViolations, findNarrowViolations } from '../testing/narrowScreen';
import { stageCustomer } from '../testing/stage';
import { setStaffRates } from '../testing/staff';
import { portalSuite } from '../testing/suite';

/**
 * Issue 36, item 4, in the browser: a clerk uploads a 3-line CSV on the Bulk payment page, sees
 * the one bad line's error next to it (nothing is created), uploads the corrected file, reads
 * the totals, confirms, and lands on the batch's page with its one funding reference and its
 * three payments. On a phone (375 px) and a laptop (1280 px).
 */
const suite = portalSuite();

const row = (name: string, amount: string, reference: string) => {
  const cells: Record<string, string> = {
    name,
    country: 'DE',
    address: '"Hauptstrasse 1, 10115 Berlin"',
    bankName: 'Deutsche Bank',
    iban: 'DE89370400440532013000',
    bic: 'DEUTDEFF',
    amount,
    currency: 'EUR',
    purpose: 'goods',
    reference,
  };
  return BATCH_COLUMNS.map((column) => cells[column] ?? '').join(',');
};

const csv = (thirdAmount: string) =>
  [
    BATCH_COLUMNS.join(','),
    row('Acme GmbH', '120.00', 'INV-501'),
    row('Beta Teile GmbH', '80.50', 'INV-502'),
    row('Cora Werk GmbH', thirdAmount, 'INV-503'),
  ].join('\r\n') + '\r\n';

async function checkFile(page: Page, content: string) {
  // A file chosen before is removed first, as a person replaces it.
  const remove = page.getByRole('button', { name: /^Remove/ });
  if ((await remove.count()) > 0) await remove.first().click();
  await page.getByLabel('Payments file (CSV)', { exact: true }).setInputFiles({
    name: 'payments.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(content),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
}

describe('a bulk payment from a CSV', () => {
  for (const width of [375, 1280]) {
    it(
      `shows a bad line's error, then creates the corrected batch with one reference (${width} px)`,
      { timeout: 240_000 },
      async () => {
        const customer = await stageCustomer(suite.running, {
          name: `Bulk Clerk ${width}`,
          company: `Bulk Imports ${width} Ltd`,
          approved: true,
        });
        await setStaffRates(suite.running);
        const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
        try {
          const page = await context.newPage();
          const pageErrors = trackPageErrors(page);
          await signInWithApi(page, suite.running.portal.url, customer.credentials);
          await page.goto(`${suite.running.portal.url}/dashboard/bulk-payments`);
          await page.getByRole('heading', { level: 1, name: 'Bulk Payment' }).waitFor();

          // A file with one bad amount: the error stands against line 4, and nothing is offered to confirm.
          await checkFile(page, csv('abc'));
          const bad = page.getByTestId('line-4');
          await bad.getByText(/^Amount: /).waitFor();
          await page.getByText(/1 line needs correcting; no payment was created/).waitFor();
          assert.equal(await page.getByRole('button', { name: /^Confirm/ }).count(), 0);
          assert.equal(
            (await customer.api.call<{ payments: unknown[] }>('GET', '/payments')).payments.length,
            0,
          );

          // Corrected: the totals, then the confirmation.
          await checkFile(page, csv('300.00'));
          const totals = page.getByRole('table', { name: 'Totals of the batch' });
          await totals.waitFor().catch(async (error: unknown) => {
            // What the page said instead, for whoever reads the failure.
            throw new Error(`${String(error)}\n${await page.locator('main').innerText()}`);
          });
          const eur = await totals.getByRole('row', { name: /^EUR/ }).innerText();
          assert.match(eur, /1 EUR = ₦/);
          assert.match(eur, /No fee|₦/);
          if (width === 375) {
            const violations = await findNarrowViolations(page);
            assert.equal(
              violations.length,
              0,
              `\n${describeViolations(`bulk payment at ${width} px`, violations)}`,
            );
          }
          await page.getByRole('button', { name: 'Confirm 3 payments' }).click();

          // The batch's page: one reference, its total, its three payments with the clerk's references.
          const reference = (await page.getByTestId('batch-reference').innerText()).trim();
          assert.ok(isValidFundingReference(reference), reference);
          assert.match(new URL(page.url()).pathname, /^\/dashboard\/payment-batches\/[0-9a-f-]{36}$/);
          const payments = page.getByRole('table', { name: 'Payments of the batch' });
          for (const invoice of ['INV-501', 'INV-502', 'INV-503'])
            await payments.getByText(invoice).waitFor();
          assert.equal(await payments.getByRole('link', { name: /^PAY-/ }).count(), 3);
          if (width === 375) {
            const violations = await findNarrowViolations(page);
            assert.equal(
              violations.length,
              0,
              `\n${describeViolations(`bulk payment at ${width} px`, violations)}`,
            );
          }
          assert.deepEqual(pageErrors, []);
        } finally {
          await context.close();
        }
      },
    );
  }
});
