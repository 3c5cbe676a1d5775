import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import {
  VENDOR_DETAILS_MESSAGES,
  VENDOR_DETAILS_PATHS,
  type VendorDetailsRequestCreated,
} from '@portal/contracts/vendorDetailsRequests';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  REPO_DIR,
  startPortalWithMail,
  trackPageErrors,
  type PortalWithMail,
} from '../testing';
import { assertNoSeriousViolations } from '../testing/axe';
import { assertNoSidewaysScroll } from '../testing/layout';
import { describeViolations, findNarrowViolations } from '../testing/narrowScreen';
import { stageCustomer, type StagedCustomer } from '../testing/stage';

/**
 * Issue 35 item 2 (D43) in the composed portal: a business asks a vendor for their bank
 * details; the vendor opens the e-mailed link with no account, at 375 and at 1280 px, sees who
 * asks and only their country's bank fields, is refused a wrong IBAN next to the field, sends
 * valid details, is thanked, and finds the link used (410) when they open it again. Screenshots
 * of each state are kept in e2e/.artifacts (git ignores it).
 */

const COMPANY = 'Lagos Textile Imports Ltd';
const VENDOR = { name: 'Hanse Tuchhandel GmbH', country: 'DE', currency: 'EUR' } as const;
const BANK = {
  address: 'Hafenstrasse 5, 20459 Hamburg',
  bank: 'Deutsche Bank',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'DEUTDEFF',
};

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(REPO_DIR, 'e2e/.artifacts', `vendor-details-${name}.png`),
    fullPage: true,
  });

async function assertFits(page: Page, where: string) {
  await assertNoSidewaysScroll(page, where);
  const violations = await findNarrowViolations(page);
  assert.equal(violations.length, 0, `\n${describeViolations(where, violations)}`);
}

describe("the vendor's bank details page (D43)", () => {
  let dataDir: string;
  let running: PortalWithMail;
  let browser: Browser;
  let owner: StagedCustomer;
  const url = () => running.portal.url;

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-vendor-details-'));
    running = await startPortalWithMail({ DATA_DIR: dataDir });
    browser = await launchBrowser();
    owner = await stageCustomer(running, { name: 'Amaka Owner', company: COMPANY });
  });
  after(async () => {
    await browser?.close();
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const width of [375, 1280]) {
    it(`takes the vendor's bank details once at ${width} px`, { timeout: 180_000 }, async () => {
      const email = `ap-${width}@hanse-tuchhandel.example`;
      const created = await owner.api.call<VendorDetailsRequestCreated>(
        'POST',
        VENDOR_DETAILS_PATHS.requests,
        { ...VENDOR, email },
        201,
      );
      // The vendor's e-mail carries the very link the business was shown.
      const mail = await running.mail.waitFor((message) => message.to.includes(email));
      assert.ok(mail.text.includes(created.link), mail.text);
      const linkPath = new URL(created.link).pathname;

      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      try {
        await page.goto(`${url()}${linkPath}`);
        await page
          .getByRole('heading', { level: 1, name: `Bank details for ${COMPANY}` })
          .waitFor({ timeout: 30_000 });
        const main = page.locator('main');
        for (const shown of [VENDOR.name, 'Germany', 'EUR']) {
          await main.getByText(shown, { exact: true }).first().waitFor();
        }
        assert.equal(await page.getByLabel('IBAN').count(), 1);
        assert.equal(await page.getByLabel('SWIFT/BIC').count(), 1);
        assert.equal(await page.getByLabel(/Routing number|Sort code|Account number/).count(), 0);
        // Nothing of the portal is offered inside the page: no sign-in state, no portal data.
        assert.equal(await main.getByRole('link').count(), 0);
        await assertFits(page, `the vendor's page at ${width} px`);
        await assertNoSeriousViolations(page, `the vendor's page at ${width} px`);
        await shot(page, `form-${width}`);

        // A wrong IBAN is refused next to its field, before anything is sent.
        await page.getByLabel(`Address of ${VENDOR.name}`).fill(BANK.address);
        await page.getByLabel('Bank name').fill(BANK.bank);
        await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
        await page.getByLabel('SWIFT/BIC').fill(BANK.bic);
        await page.getByRole('button', { name: 'Send bank details' }).click();
        await page.getByText(BENEFICIARY_MESSAGES.ibanInvalid).waitFor();
        await assertFits(page, `the vendor's page with an error at ${width} px`);
        await shot(page, `error-${width}`);

        await page.getByLabel('IBAN').fill(BANK.iban);
        await page.getByRole('button', { name: 'Send bank details' }).click();
        await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor({ timeout: 30_000 });
        await page.getByText(`Your bank details were sent to ${COMPANY}.`).waitFor();
        await assertFits(page, `the thank-you at ${width} px`);
        await shot(page, `thanks-${width}`);

        // The business sees the beneficiary waiting for its confirmation.
        const book = await owner.api.call<{
          beneficiaries: { name: string; vendorEntry?: { confirmedAt: string | null } }[];
        }>('GET', '/beneficiaries');
        const saved = book.beneficiaries.find((one) => one.name === VENDOR.name);
        assert.equal(saved?.vendorEntry?.confirmedAt, null);

        // Opened again: used, said so (410), no form.
        await page.goto(`${url()}${linkPath}`);
        await page
          .getByRole('heading', { level: 1, name: 'This link no longer works' })
          .waitFor({ timeout: 30_000 });
        await page.getByText(VENDOR_DETAILS_MESSAGES.linkUsed).waitFor();
        assert.equal(await page.getByRole('textbox').count(), 0);
        await assertFits(page, `the used link at ${width} px`);
        await assertNoSeriousViolations(page, `the used link at ${width} px`);
        await shot(page, `used-${width}`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
