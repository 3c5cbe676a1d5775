import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { trackPageErrors } from '../support';
import { signInWithApi, startPortalWithMail } from '../support/accounts';
import { portalSuite } from '../support/suite';

/**
 * Issue 5 in the composed portal: an admin signs in, visits every page through the
 * sidebar, decides items in each list, edits both forms and finds the wallet kept
 * after a reload. Once on a desktop and once 375 px wide.
 */
type Running = Awaited<ReturnType<typeof startPortalWithMail>>;

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
const USDC = '0x8fd3a1b2c4e5f60718293a4b5c6d7e8f90a1b2c3';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin Portal' });

/** Uses the sidebar as a person would; on a phone it is folded behind its toggle first. */
async function openFromSidebar(page: Page, name: string, heading = name) {
  const toggle = sidebar(page).getByRole('button', { name: 'Show menu' });
  if (await toggle.isVisible()) await toggle.click();
  await sidebar(page).getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  assert.equal(await currentPage(page), name);
}

/** The sidebar entry marked as the current page (folded away on a phone, so read from the DOM). */
const currentPage = (page: Page) => sidebar(page).locator('a[aria-current="page"]').textContent();

/** No sideways scrolling, and no axe violations inside the admin area. */
async function assertUsable(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
  const { violations } = await new AxeBuilder({ page }).include('.portal').analyze();
  assert.deepEqual(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    [],
  );
}

/** A card that still offers Approve, enabled or not. */
const pendingCards = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Reject' }) });

async function decide(card: Locator, decision: 'Approve' | 'Reject') {
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: decision }).click();
  return title;
}

async function dashboard(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  for (const [label, count] of [
    ['Pending Registrations', '12'],
    ['Document Approvals', '8'],
    ['Payment Requests', '5'],
    ['Total Users', '45'],
  ]) {
    const stat = page.locator('.stat').filter({ hasText: label });
    assert.equal((await stat.locator('dd').textContent())?.trim(), count, label);
  }
  assert.equal(await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link').count(), 4);
  assert.ok((await page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem').count()) > 0);
}

async function registrations(page: Page) {
  await openFromSidebar(page, 'Pending Registrations');
  const rows = page.getByRole('article');
  await rows.first().waitFor();
  const before = await rows.count();
  await page
    .getByText(/^[0-5]\/5$/)
    .first()
    .waitFor();

  const approved = await decide(rows.first(), 'Approve');
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^Registration for ${approved} \\(.+\\) approved\\.`) })
    .waitFor();
  assert.equal(await page.getByRole('article', { name: approved }).count(), 0);

  const rejected = await decide(rows.first(), 'Reject');
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^Registration for ${rejected} \\(.+\\) rejected\\.`) })
    .waitFor();
  assert.equal(await rows.count(), before - 2);
}

async function documentApprovals(page: Page) {
  await openFromSidebar(page, 'Document Approvals');
  const blocked = pendingCards(page).filter({
    has: page.getByRole('button', { name: 'Approve', disabled: true }),
  });
  await blocked.first().waitFor();
  await blocked
    .first()
    .getByText(/^Cannot approve until BVN and CAC are uploaded/)
    .waitFor();

  const approvable = pendingCards(page).filter({
    has: page.getByRole('button', { name: 'Approve', disabled: false }),
  });
  const approved = await decide(approvable.first(), 'Approve');
  const approvedCard = page.getByRole('article', { name: approved });
  await approvedCard.getByText('APPROVED').waitFor();
  assert.equal(await approvedCard.getByRole('button').count(), 0);
  await page
    .getByRole('status')
    .filter({ hasText: `Documents for ${approved} approved.` })
    .waitFor();

  const rejected = await decide(pendingCards(page).first(), 'Reject');
  const rejectedCard = page.getByRole('article', { name: rejected });
  await rejectedCard.getByText('REJECTED').waitFor();
  assert.equal(await rejectedCard.getByRole('button').count(), 0);
  return approved;
}

async function paymentRequests(page: Page) {
  await openFromSidebar(page, 'Payment Requests');
  await page.getByRole('article').first().waitFor();
  const accountNumbers = await page
    .locator('.detail')
    .filter({ hasText: 'Account Number' })
    .locator('dd')
    .allTextContents();
  assert.ok(accountNumbers.length > 0);
  for (const shown of accountNumbers) assert.match(shown, /^\*{4}\d{4}$/);
  await page.getByText('₦', { exact: false }).first().waitFor();

  const approved = await decide(pendingCards(page).first(), 'Approve');
  await page.getByRole('article', { name: approved }).getByText('APPROVED').waitFor();
  assert.equal(await page.getByRole('article', { name: approved }).getByRole('button').count(), 0);
  await page.getByRole('status').filter({ hasText: ' approved.' }).waitFor();

  const rejected = await decide(pendingCards(page).first(), 'Reject');
  await page.getByRole('article', { name: rejected }).getByText('REJECTED').waitFor();
  assert.equal(await page.getByRole('article', { name: rejected }).getByRole('button').count(), 0);
}

async function bankAccount(page: Page) {
  await openFromSidebar(page, 'Bank Account');
  const account = page.getByRole('region', { name: 'Receiving Bank Account' });
  await account.getByRole('button', { name: 'Edit' }).click();
  await assertUsable(page);
  await account.getByLabel('Bank Name').fill('Zenith Bank Plc');
  await account.getByLabel('Currency').selectOption('EUR');
  await account.getByRole('button', { name: 'Save' }).click();
  await account.getByRole('button', { name: 'Saving...' }).waitFor();
  await account
    .getByRole('status')
    .filter({ hasText: 'Bank account details updated successfully!' })
    .waitFor();
  await account.getByText('Zenith Bank Plc').waitFor();

  const wallet = page.getByRole('region', { name: 'Wallet Settings' });
  assert.equal(await wallet.getByText('Not set').count(), 3);
  await wallet.getByRole('button', { name: 'Edit' }).click();
  await wallet.getByLabel('Naira Account Number').fill('0123456789');
  await wallet.getByLabel('USDC Wallet Address').fill(USDC);
  await wallet.getByRole('button', { name: 'Save' }).click();
  await wallet.getByRole('button', { name: 'Saving...' }).waitFor();
  await wallet.getByRole('status').filter({ hasText: 'Wallet settings updated successfully!' }).waitFor();

  await page.reload();
  const kept = page.getByRole('region', { name: 'Wallet Settings' });
  await kept.getByText('0123456789').waitFor();
  await kept.getByText(USDC).waitFor();
  assert.equal(await kept.getByText('Not set').count(), 1);
}

async function adminJourney(browser: Browser, running: Running, viewport: typeof DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  const url = running.portal.url;

  await signInWithApi(page, url, running.admin);
  await page.goto(`${url}/admin-dashboard`);
  await dashboard(page);
  assert.equal(await currentPage(page), 'Dashboard');
  await assertUsable(page);

  await registrations(page);
  await assertUsable(page);
  const approvedDocuments = await documentApprovals(page);
  await assertUsable(page);
  await paymentRequests(page);
  await assertUsable(page);

  // Decisions are final: coming back shows the decision and still no way back.
  await openFromSidebar(page, 'Dashboard', 'Admin Dashboard');
  await openFromSidebar(page, 'Document Approvals');
  const kept = page.getByRole('article', { name: approvedDocuments });
  await kept.getByText('APPROVED').waitFor();
  assert.equal(await kept.getByRole('button').count(), 0);

  await bankAccount(page);
  await assertUsable(page);

  await page.goto(`${url}/admin`);
  await page.waitForURL(`${url}/admin/dashboard`);
  await dashboard(page);

  await page.getByRole('region', { name: 'Admin account' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${url}/`);
  assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
  await page.goto(`${url}/admin/payment-requests`);
  await page.waitForURL(`${url}/`);

  assert.deepEqual(errors, []);
  await context.close();
}

describe('admin area in the composed portal', () => {
  const suite = portalSuite();

  it('lets an admin review every list and edit both forms on a desktop', async () => {
    assert.ok(suite.running);
    await adminJourney(suite.browser, suite.running, DESKTOP);
  });

  it('works the same 375 px wide', async () => {
    assert.ok(suite.running);
    await adminJourney(suite.browser, suite.running, PHONE);
  });
});
