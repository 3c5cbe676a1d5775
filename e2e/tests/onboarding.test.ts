import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
import { showStatus } from '../testing/adminReview';
import { pdfFile, pngFile, textPretendingToBePdf } from '../testing/files';
import { documentSlot } from '../testing/documentSlot';

/**
 * Issue 10 in the composed portal, with two browser contexts (a customer's and an
 * admin's): the customer fills the profile and uploads documents; the admin sees the
 * registration and the documents, opens one, approves; the customer's banner is gone
 * after a reload. Then a rejection with a reason and a re-upload; then everything
 * again after the server restarts on the same data folder.
 */
describe('onboarding, customer and admin on one server', () => {
  let dataDir: string;
  let running: PortalWithMail;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-onboarding-'));
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
    trackPageErrors(page);
    await signInWithApi(page, url(), credentials);
    return page;
  }

  async function fillProfile(page: Page, company: string) {
    await page.goto(`${url()}/dashboard/profile`);
    await page.getByRole('heading', { level: 1, name: 'Profile Management' }).waitFor();
    // A new customer's profile is empty: no sample company (read mode is a description list).
    await profileDetail(page, 'Company Name').waitFor();
    assert.equal(await profileDetail(page, 'Company Name').textContent(), 'Not set');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Company Name').fill(company);
    await page.getByLabel('Phone').fill('0803 123 4567');
    await page.getByLabel('Address').fill('12 Marina, Lagos');
    // The whole profile (TIN and a director too): with its five documents, the registration is submitted.
    await page.getByLabel('TIN').fill('23456789-0001');
    await page.getByRole('button', { name: 'Add Director' }).click();
    const director = page.getByRole('group', { name: 'Director 1' });
    await director.getByLabel('Director Name').fill('Chidi Okeke');
    await director.getByLabel('NIN or BVN').fill('98765432101');
    await director.getByLabel('Position').fill('Managing Director');
    await page.getByLabel('BVN', { exact: true }).fill('1234567890');
    await page.getByRole('button', { name: 'Save' }).click();
    // Ten digits are refused next to the field, and nothing is saved.
    await page.getByText('BVN must be exactly 11 digits').waitFor();
    await page.getByLabel('BVN', { exact: true }).fill('12345678901');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.reload();
    await profileDetail(page, 'Company Name').waitFor();
    assert.equal(await profileDetail(page, 'Company Name').textContent(), company);
    // The local form was taken and stored as +2348031234567, shown grouped.
    assert.equal(await profileDetail(page, 'Phone').textContent(), '+234 803 123 4567');
  }

  /** The profile's read mode: the value beside `term`. */
  function profileDetail(page: Page, term: string) {
    return page.locator(`xpath=.//dt[normalize-space(.)="${term}"]/following-sibling::dd[1]`);
  }

  async function uploadDocuments(page: Page, files: { label: string; file: ReturnType<typeof pdfFile> }[]) {
    await page.goto(`${url()}/dashboard/documents`);
    await page.getByRole('heading', { level: 1, name: 'Document Upload' }).waitFor();
    for (const { label, file } of files) await documentSlot(page, label).setInputFiles(file);
    await page.getByRole('button', { name: 'Submit Documents' }).click();
  }

  async function openAdminList(page: Page, path: string, heading: string, status = 'pending') {
    await page.goto(`${url()}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByLabel('Status').selectOption(status);
  }

  async function decide(
    page: Page,
    card: ReturnType<Page['getByRole']>,
    decision: 'Approve' | 'Reject',
    reason?: string,
  ) {
    await card.getByRole('button', { name: decision }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    if (reason) await dialog.getByRole('textbox', { name: 'Reason for rejection' }).fill(reason);
    await dialog.getByRole('button', { name: decision }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  let approvedCustomer: Credentials;

  it('takes a customer from sign-up to approved, through the admin', async () => {
    approvedCustomer = await createVerifiedCustomer(url(), running.mail, { name: 'Chidi Okeke' });
    const customer = await pageFor(approvedCustomer);
    await customer.goto(`${url()}/user-dashboard`);
    await customer.getByRole('region', { name: 'Account Pending Approval' }).waitFor();

    await fillProfile(customer, 'Okeke Imports Ltd');

    // The profile is in but no document yet: the review has not started.
    await customer.goto(`${url()}/dashboard/overview`);
    const approvalStep = customer
      .getByRole('region', { name: 'Account setup' })
      .getByRole('listitem', { name: 'Approval' });
    await approvalStep.getByText('Not started', { exact: true }).waitFor();

    // A file that only calls itself a PDF is refused by the server, and nothing claims success.
    await uploadDocuments(customer, [{ label: 'BVN', file: textPretendingToBePdf('bvn.pdf') }]);
    await customer
      .getByText(/not a PDF, JPG or PNG/)
      .first()
      .waitFor();
    assert.equal(await customer.getByText('Documents Submitted Successfully!').count(), 0);

    await uploadDocuments(customer, [
      { label: 'BVN', file: pdfFile('bvn-slip.pdf') },
      { label: 'CAC', file: pngFile('cac-certificate.png') },
    ]);
    await customer.getByText('Documents Submitted Successfully!').waitFor();

    const admin = await pageFor(ADMIN_CREDENTIALS);
    await openAdminList(admin, '/admin/pending-registrations', 'Pending Registrations');
    // Two of five documents: not submitted yet, so under "All", not "In review" (fixa).
    await showStatus(admin, 'all');
    const registration = admin.getByRole('article').filter({ hasText: approvedCustomer.email });
    await registration.waitFor();
    await registration.getByText('2/5').waitFor();
    // The KYB rule (issue 31 item 8): two of five documents are not enough to approve the business.
    await registration
      .getByText(
        'Cannot approve until all five documents are uploaded and approved (missing: Proof of Address, TIN, Director Information).',
        { exact: true },
      )
      .waitFor();
    assert.ok(await registration.getByRole('button', { name: 'Approve', exact: true }).isDisabled());

    // The customer sends the other three.
    await uploadDocuments(customer, [
      { label: 'Proof of Address', file: pdfFile('utility-bill.pdf') },
      { label: 'TIN', file: pdfFile('tin-certificate.pdf') },
      { label: 'Director Information', file: pdfFile('director-id.pdf') },
    ]);
    await customer.getByText('Documents Submitted Successfully!').waitFor();

    await openAdminList(admin, '/admin/document-approvals', 'Document Approvals');
    const documents = admin.getByRole('article').filter({ hasText: 'Okeke Imports Ltd' });
    await documents.waitFor();
    // Opening a file goes through the authorised route and shows the stored bytes' type.
    const [opened] = await Promise.all([
      admin.context().waitForEvent('page'),
      documents.getByRole('button', { name: 'Open bvn-slip.pdf' }).click(),
    ]);
    // The tab opens during the click (so no pop-up blocker stops it), then shows the file.
    await opened.waitForURL(/^blob:/);
    await opened.close();

    await decide(admin, documents, 'Approve');
    await openAdminList(admin, '/admin/pending-registrations', 'Pending Registrations');
    await decide(admin, admin.getByRole('article').filter({ hasText: approvedCustomer.email }), 'Approve');
    await admin
      .getByRole('article')
      .filter({ hasText: approvedCustomer.email })
      .waitFor({ state: 'detached' });

    // The customer's next page load asks the server (/auth/me): approved, banner gone.
    await customer.goto(`${url()}/user-dashboard`);
    const stats = customer.getByRole('region', { name: 'Quick Stats' });
    await stats.getByText('Approved', { exact: true }).waitFor();
    assert.equal(await customer.locator('.approval-banner').count(), 0);
    // An approved customer's home leads to a new payment; the setup checklist is gone.
    await customer.getByRole('link', { name: 'New payment' }).waitFor();
    assert.equal(await customer.getByRole('region', { name: 'Account setup' }).count(), 0);

    const decided = await running.mail.waitFor(
      (mail) => mail.to.includes(approvedCustomer.email.toLowerCase()) && /approved/i.test(mail.subject),
    );
    assert.ok(decided.subject);
  });

  let rejectedCustomer: Credentials;

  it('shows a rejection with its reason and takes a new upload for review', async () => {
    rejectedCustomer = await createVerifiedCustomer(url(), running.mail, { name: 'Bisi Adeyemi' });
    const customer = await pageFor(rejectedCustomer);
    await fillProfile(customer, 'Adeyemi Trading');
    await uploadDocuments(customer, [
      { label: 'BVN', file: pdfFile('bvn.pdf') },
      { label: 'CAC', file: pdfFile('cac-blurred.pdf') },
    ]);
    await customer.getByText('Documents Submitted Successfully!').waitFor();

    const admin = await pageFor(ADMIN_CREDENTIALS);
    await openAdminList(admin, '/admin/document-approvals', 'Document Approvals');
    const card = admin.getByRole('article').filter({ hasText: 'Adeyemi Trading' });
    await decide(admin, card, 'Reject', 'The CAC certificate is unreadable');

    await customer.goto(`${url()}/dashboard/documents`);
    // The reason is said once on the page: in the approval banner, which asks for the new upload.
    await customer
      .locator('.approval-banner')
      .getByText(/The CAC certificate is unreadable/)
      .waitFor();
    await documentSlot(customer, 'CAC').setInputFiles(pdfFile('cac-clear.pdf'));
    await customer.getByRole('button', { name: 'Submit Documents' }).click();
    await customer.getByText('Documents Submitted Successfully!').waitFor();

    await openAdminList(admin, '/admin/document-approvals', 'Document Approvals');
    const again = admin.getByRole('article').filter({ hasText: 'Adeyemi Trading' });
    await again.getByRole('button', { name: 'Open cac-clear.pdf' }).waitFor();
  });

  it('keeps every decision and upload across a server restart', async () => {
    await running.stop();
    running = await startPortalWithMail({ DATA_DIR: dataDir });

    const customer = await pageFor(approvedCustomer);
    await customer.goto(`${url()}/user-dashboard`);
    await customer
      .getByRole('region', { name: 'Quick Stats' })
      .getByText('Approved', { exact: true })
      .waitFor();
    await customer.goto(`${url()}/dashboard/documents`);
    await customer.getByRole('listitem', { name: 'CAC' }).getByText('cac-certificate.png').waitFor();

    const other = await pageFor(rejectedCustomer);
    await other.goto(`${url()}/dashboard/profile`);
    await profileDetail(other, 'Company Name').waitFor();
    assert.equal(await profileDetail(other, 'Company Name').textContent(), 'Adeyemi Trading');

    const admin = await pageFor(ADMIN_CREDENTIALS);
    await openAdminList(admin, '/admin/document-approvals', 'Document Approvals', 'all');
    await admin.getByRole('article').filter({ hasText: 'Okeke Imports Ltd' }).waitFor();
    await admin.getByRole('article').filter({ hasText: 'Adeyemi Trading' }).waitFor();
  });
});
