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
import { pdfFile, pngFile } from '../testing/files';
import { documentSlot } from '../testing/documentSlot';

const REASON = 'The utility bill is older than three months';

/**
 * Issue 22 point 5 in the composed portal: a customer fills the profile and uploads documents;
 * the admin opens the registration's review page from the list, reveals the BVN (audited), sees
 * each document inline, rejects the proof of address with a reason and approves the others; the
 * customer's documents page then names the proof of address and the reason.
 */
describe('KYB review: a decision per document', () => {
  let dataDir: string;
  let running: PortalWithMail;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-kyb-'));
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

  async function fillProfile(page: Page) {
    await page.goto(`${url()}/dashboard/profile`);
    await page.getByRole('heading', { level: 1, name: 'Profile Management' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Company Name').fill('Nwosu Ventures Ltd');
    await page.getByLabel('Phone').fill('0803 123 4567');
    await page.getByLabel('Address').fill('7 Allen Avenue, Ikeja');
    await page.getByLabel('BVN').fill('22345678901');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
  }

  async function uploadDocuments(page: Page) {
    await page.goto(`${url()}/dashboard/documents`);
    await page.getByRole('heading', { level: 1, name: 'Document Upload' }).waitFor();
    await documentSlot(page, 'BVN').setInputFiles(pdfFile('bvn-slip.pdf'));
    await documentSlot(page, 'CAC').setInputFiles(pngFile('cac-certificate.png'));
    await documentSlot(page, 'Proof of Address').setInputFiles(pdfFile('utility-bill.pdf'));
    await page.getByRole('button', { name: 'Submit Documents' }).click();
    await page.getByText('Documents Submitted Successfully!').waitFor();
  }

  async function decide(page: Page, title: string, decision: 'Approve' | 'Reject', reason?: string) {
    const section = page.getByRole('region', { name: title });
    await section.getByRole('button', { name: decision }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    if (reason) await dialog.getByRole('textbox', { name: 'Reason for rejection' }).fill(reason);
    await dialog.getByRole('button', { name: decision }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`${title} ${decision === 'Approve' ? 'approved' : 'rejected'}.`).waitFor();
  }

  it('reviews the documents one by one; the customer sees which to redo and why', async () => {
    const credentials = await createVerifiedCustomer(url(), running.mail, { name: 'Emeka Nwosu' });
    const customer = await pageFor(credentials);
    await fillProfile(customer);
    await uploadDocuments(customer);

    const admin = await pageFor(ADMIN_CREDENTIALS);
    await admin.goto(`${url()}/admin/pending-registrations`);
    await admin.getByRole('heading', { level: 1, name: 'Pending Registrations' }).waitFor();
    // Three of five documents and no TIN: not submitted yet, so under "All", not "In review" (fixa).
    await showStatus(admin, 'all');
    const card = admin.getByRole('article').filter({ hasText: credentials.email });
    await card.getByRole('link', { name: /Review the profile and documents of Nwosu Ventures Ltd/ }).click();
    await admin.getByRole('heading', { level: 1, name: 'Registration Review' }).waitFor();

    // The BVN is masked until revealed; revealing shows the full value.
    const profile = admin.getByRole('region', { name: 'Business profile' });
    await profile.getByText('••••8901').waitFor();
    assert.equal(await admin.getByText('22345678901').count(), 0);
    await profile.getByRole('button', { name: 'Reveal full BVN' }).click();
    await profile.getByText('22345678901').waitFor();

    // Each document inline, titled by its type and file name.
    const pdf = admin.getByTitle('BVN: bvn-slip.pdf');
    await pdf.waitFor();
    assert.match((await pdf.getAttribute('src')) ?? '', /^blob:/);
    const image = admin.getByRole('img', { name: 'CAC: cac-certificate.png' });
    await image.waitFor();
    // The image really loads from its blob URL (the CSP's img-src allows blob:).
    await admin.waitForFunction(
      (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
      await image.elementHandle(),
    );

    await decide(admin, 'Proof of Address: utility-bill.pdf', 'Reject', REASON);
    await decide(admin, 'BVN: bvn-slip.pdf', 'Approve');
    await decide(admin, 'CAC: cac-certificate.png', 'Approve');

    const mail = await running.mail.waitFor(
      (message) => message.to.includes(credentials.email.toLowerCase()) && /documents/i.test(message.subject),
    );
    assert.match(mail.text, /Proof of Address/);
    assert.match(mail.text, new RegExp(REASON));

    await customer.goto(`${url()}/dashboard/documents`);
    await customer.getByText(REASON).first().waitFor();
    await customer.getByText('Proof of Address').first().waitFor();
  });
});
