import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import type { Locator, Page } from 'playwright-core';
import { signInWithApi, trackPageErrors } from '../testing';
import { assertNoSeriousViolations } from '../testing/axe';
import { assertNoSidewaysScroll } from '../testing/layout';
import { followAreaLink } from '../testing/navigation';
import { stageCustomer } from '../testing/stage';
import { portalSuite } from '../testing/suite';

/**
 * Issue 25 point 5 in the composed portal: an approved customer keeps a beneficiary book
 * on its own page, reached from the sidebar (the phone menu at 375 px): adds a US vendor
 * (routing and account number) and a UK one (sort code and account number), sees both,
 * changes the UK one's account number (a new version of its bank details) and archives
 * the US one after confirming.
 */
const AREA = 'Customer Portal';

const US = {
  name: 'Acme Supplies Inc',
  country: 'US',
  currency: 'USD',
  address: '1 Market St, San Francisco, CA 94105',
  bank: 'JPMorgan Chase',
  routing: '021000021',
  account: '123456789',
} as const;
const UK = {
  name: 'Thames Freight Ltd',
  country: 'GB',
  currency: 'GBP',
  address: '10 Fleet St, London EC4Y 1AA',
  bank: 'Barclays',
  sortCode: '20-00-00',
  account: '55779911',
  newAccount: '31926819',
} as const;

const list = (page: Page) => page.getByRole('list', { name: 'Beneficiaries' });
const card = (page: Page, name: string): Locator =>
  list(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

async function startAdding(page: Page) {
  await page.getByRole('button', { name: 'Add a beneficiary' }).click();
  await page.getByRole('heading', { name: 'Add a beneficiary' }).waitFor();
}

async function fillCommon(
  page: Page,
  who: { name: string; country: string; currency: string; address: string; bank: string },
) {
  await page.getByLabel('Beneficiary name').fill(who.name);
  await page.getByLabel('Country').selectOption(who.country);
  await page.getByLabel('Currency', { exact: true }).selectOption(who.currency);
  await page.getByLabel('Address').fill(who.address);
  await page.getByLabel('Bank name').fill(who.bank);
}

const suite = portalSuite();

describe('the customer beneficiary book', () => {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: '375 px phone', width: 375, height: 812 },
  ] as const) {
    it(
      `adds a US and a UK beneficiary, edits one, archives one (${viewport.name})`,
      { timeout: 120_000 },
      async () => {
        const customer = await stageCustomer(suite.running, {
          name: `Bola Book ${viewport.width}`,
          company: 'Book Imports Ltd',
          approved: true,
        });
        const context = await suite.browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
        });
        try {
          const page = await context.newPage();
          const pageErrors = trackPageErrors(page);
          await signInWithApi(page, suite.running.portal.url, customer.credentials);
          await page.goto(`${suite.running.portal.url}/dashboard/overview`);
          await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();

          // From the sidebar (the menu on a phone) to an empty book that says what a beneficiary is.
          await followAreaLink(page, AREA, 'Beneficiaries');
          await page.getByRole('heading', { level: 1, name: 'Beneficiaries' }).waitFor();
          await page.getByText('You have no beneficiaries yet.').waitFor();
          await assertNoSidewaysScroll(page, 'the empty beneficiary book');
          await assertNoSeriousViolations(page, 'the empty beneficiary book');

          // A US vendor: only routing and account number are asked.
          await startAdding(page);
          await fillCommon(page, US);
          assert.equal(await page.getByLabel('Sort code').count(), 0);
          assert.equal(await page.getByLabel('IBAN').count(), 0);
          await page.getByLabel('Routing number (ABA)').fill(US.routing);
          await page.getByLabel('Account number').fill(US.account);
          await assertNoSidewaysScroll(page, 'the beneficiary form');
          await assertNoSeriousViolations(page, 'the beneficiary form');
          await page.getByRole('button', { name: 'Save beneficiary' }).click();
          await page.getByText(BENEFICIARY_MESSAGES.created).waitFor();
          await card(page, US.name).waitFor();

          // A UK vendor: sort code and account number (or an IBAN); a wrong sort code is refused beside it.
          await startAdding(page);
          await fillCommon(page, UK);
          assert.equal(await page.getByLabel('Routing number (ABA)').count(), 0);
          await page.getByLabel('Sort code').fill('12-34');
          await page.getByLabel('Account number').fill(UK.account);
          await page.getByRole('button', { name: 'Save beneficiary' }).click();
          const sortCode = page.getByLabel('Sort code');
          await page.getByText(BENEFICIARY_MESSAGES.sortCodeInvalid).waitFor();
          assert.equal(await sortCode.getAttribute('aria-invalid'), 'true');
          await sortCode.fill(UK.sortCode);
          await page.getByRole('button', { name: 'Save beneficiary' }).click();
          await page.getByText(BENEFICIARY_MESSAGES.created).waitFor();

          // Both are listed, with country, bank, the account's last four and when details changed.
          const us = card(page, US.name);
          const uk = card(page, UK.name);
          await us.waitFor();
          await uk.waitFor();
          const usText = await us.innerText();
          assert.match(usText, /United States/);
          assert.match(usText, /JPMorgan Chase/);
          assert.match(usText, /6789/);
          assert.ok(!usText.includes(US.account), usText);
          assert.match(usText, /Details changed \d{1,2} \w{3} \d{4}/);
          const ukText = await uk.innerText();
          assert.match(ukText, /United Kingdom/);
          assert.match(ukText, /9911/);
          await assertNoSidewaysScroll(page, 'the beneficiary list');
          await assertNoSeriousViolations(page, 'the beneficiary list');

          // The UK vendor's new account number: the form says earlier payments keep the old one.
          await uk.getByRole('button', { name: `Edit ${UK.name}` }).click();
          await page.getByText('Changing bank details keeps earlier payments as they were').waitFor();
          assert.equal(await page.getByLabel('Sort code').inputValue(), '200000');
          await page.getByLabel('Account number').fill(UK.newAccount);
          await page.getByRole('button', { name: 'Save changes' }).click();
          await page.getByText(BENEFICIARY_MESSAGES.updated).waitFor();
          await card(page, UK.name).getByText('6819', { exact: false }).waitFor();

          // Archiving asks first; Escape keeps it, Archive removes it from the list.
          await card(page, US.name)
            .getByRole('button', { name: `Archive ${US.name}` })
            .click();
          const dialog = page.getByRole('dialog', { name: `Archive ${US.name}?` });
          await dialog.waitFor();
          await assertNoSeriousViolations(page, 'the archive confirmation');
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
          assert.equal(await card(page, US.name).count(), 1);
          await card(page, US.name)
            .getByRole('button', { name: `Archive ${US.name}` })
            .click();
          await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
          await page.getByText(BENEFICIARY_MESSAGES.archived).waitFor();
          await card(page, US.name).waitFor({ state: 'detached' });
          assert.equal(await card(page, UK.name).count(), 1);

          // The server agrees: one beneficiary left, the UK one with its new account in version 2.
          const answer = await page.evaluate(async (token) => {
            const response = await fetch('/api/beneficiaries', {
              headers: { Authorization: `Bearer ${token}` },
            });
            return (await response.json()) as {
              data: { beneficiaries: { name: string; accountNumber: string; version: number }[] };
            };
          }, customer.api.login.tokens.accessToken);
          assert.deepEqual(
            answer.data.beneficiaries.map(({ name, accountNumber, version }) => ({
              name,
              accountNumber,
              version,
            })),
            [{ name: UK.name, accountNumber: UK.newAccount, version: 2 }],
          );
          assert.deepEqual(pageErrors, []);
        } finally {
          await context.close();
        }
      },
    );
  }
});
