import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { createVerifiedCustomer, signInWithApi, uniqueEmail } from '../support';
import { assertNoSeriousViolations } from '../support/axe';
import { portalSuite } from '../support/suite';

/**
 * Issue 6, item 6: axe-core finds no serious or critical violation on any route or
 * open modal, signed out, as a customer and as an admin, on a desktop and on a
 * 375 px phone. Each state is a test of its own, so one failure lists its findings
 * and the rest still run. Every check covers the whole page: the shell's navbar,
 * footer and dialogs as well as the area's content.
 */
const VIEWPORTS = [
  { label: '1280 px', width: 1280, height: 900 },
  { label: '375 px', width: 375, height: 812 },
] as const;

const PUBLIC_PAGES = [
  { path: '/', heading: /Pay your vendors abroad/ },
  { path: '/about', heading: /./ },
  { path: '/contact', heading: /./ },
  { path: '/reset-password?token=x', heading: 'Reset your password' },
  { path: '/reset-password', heading: 'Reset your password' },
] as const;

const CUSTOMER_PAGES = [
  { path: '/user-dashboard', heading: /^Welcome, / },
  { path: '/dashboard/overview', heading: /^Welcome, / },
  { path: '/dashboard/transactions', heading: 'Transaction History' },
  { path: '/dashboard/currency-converter', heading: 'Currency Converter' },
  { path: '/dashboard/profile', heading: 'Profile Management' },
  { path: '/dashboard/documents', heading: 'Document Upload' },
  { path: '/dashboard/payments', heading: 'Payment Submission' },
] as const;

const ADMIN_PAGES = [
  { path: '/admin-dashboard', heading: 'Admin Dashboard' },
  { path: '/admin/dashboard', heading: 'Admin Dashboard' },
  { path: '/admin/pending-registrations', heading: 'Pending Registrations' },
  { path: '/admin/document-approvals', heading: 'Document Approvals' },
  { path: '/admin/payment-requests', heading: 'Payment Requests' },
  { path: '/admin/bank-account', heading: 'Bank Account' },
] as const;

const pdf = (name: string, bytes = 2048) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.alloc(bytes, 0x20),
});

async function visit(page: Page, url: string, heading: string | RegExp) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Opens a modal from the navbar; on a phone the navbar's menu must be unfolded first. */
async function openFromNavbar(page: Page, button: 'Log In' | 'Get Started') {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: button }).click();
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

describe('accessibility: no serious or critical axe-core violations', () => {
  const suite = portalSuite();

  for (const viewport of VIEWPORTS) {
    describe(`signed out at ${viewport.label}`, () => {
      let context: BrowserContext;
      let page: Page;
      let url: string;
      before(async () => {
        url = suite.running.portal.url;
        context = await suite.browser.newContext({ viewport });
        page = await context.newPage();
      });
      after(() => context?.close());

      for (const target of PUBLIC_PAGES) {
        it(`on ${target.path}`, async () => {
          await visit(page, `${url}${target.path}`, target.heading);
          await assertNoSeriousViolations(page, `${target.path} at ${viewport.label}`);
        });
      }

      it('with the navbar menu unfolded (phones) or the page scrolled to its footer', async () => {
        await visit(page, `${url}/`, /Pay your vendors abroad/);
        const toggle = page.getByRole('button', { name: 'Open menu' });
        if (await toggle.isVisible()) {
          await toggle.click();
          await page.getByRole('button', { name: 'Close menu' }).waitFor();
        }
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await assertNoSeriousViolations(page, `/ with the menu open at ${viewport.label}`);
      });

      it('in the Log In modal, empty and with field errors', async () => {
        await visit(page, `${url}/`, /Pay your vendors abroad/);
        await openFromNavbar(page, 'Log In');
        const login = dialog(page, 'Log In');
        await login.waitFor();
        await assertNoSeriousViolations(page, `the Log In modal at ${viewport.label}`);
        await login.getByRole('button', { name: 'Log In' }).click();
        await login.getByText('Email is required').waitFor();
        await assertNoSeriousViolations(page, `the Log In modal with field errors at ${viewport.label}`);
      });

      it('in the Log In modal after a refused sign-in', async () => {
        await visit(page, `${url}/`, /Pay your vendors abroad/);
        await openFromNavbar(page, 'Log In');
        const login = dialog(page, 'Log In');
        await login.getByLabel('Email').fill(uniqueEmail('nobody'));
        await login.getByLabel('Password', { exact: true }).fill('Wrong-Passw0rd');
        await login.getByRole('button', { name: 'Log In' }).click();
        await login.getByRole('alert').waitFor();
        await assertNoSeriousViolations(page, `the Log In modal with a refusal at ${viewport.label}`);
      });

      it('in the Sign Up modal, empty and with every field error', async () => {
        await visit(page, `${url}/`, /Pay your vendors abroad/);
        await openFromNavbar(page, 'Get Started');
        const signup = dialog(page, 'Sign Up');
        await signup.waitFor();
        await assertNoSeriousViolations(page, `the Sign Up modal at ${viewport.label}`);
        await signup.getByRole('button', { name: 'Sign Up' }).click();
        await signup.getByText('Full name is required').waitFor();
        await signup.getByText('Please confirm your password').waitFor();
        await assertNoSeriousViolations(page, `the Sign Up modal with field errors at ${viewport.label}`);
      });

      it('in the Reset Password modal, with a field error and after the link is sent', async () => {
        await visit(page, `${url}/`, /Pay your vendors abroad/);
        await openFromNavbar(page, 'Log In');
        await dialog(page, 'Log In').getByRole('button', { name: 'Forgot password?' }).click();
        const forgot = dialog(page, 'Reset Password');
        await forgot.waitFor();
        await assertNoSeriousViolations(page, `the Reset Password modal at ${viewport.label}`);
        await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
        await forgot.getByText('Email is required').waitFor();
        await assertNoSeriousViolations(
          page,
          `the Reset Password modal with a field error at ${viewport.label}`,
        );
        await forgot.getByLabel('Email').fill(uniqueEmail('forgot'));
        await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
        await forgot.getByText('Reset Link Sent!').waitFor();
        await assertNoSeriousViolations(page, `the Reset Password modal after sending at ${viewport.label}`);
      });

      it('in the Email Verification modal, empty and with a field error', async () => {
        await visit(page, `${url}/`, /Pay your vendors abroad/);
        await openFromNavbar(page, 'Get Started');
        const signup = dialog(page, 'Sign Up');
        await signup.getByLabel('Full Name').fill('Chika Obi');
        await signup.getByLabel('Email').fill(uniqueEmail('a11y'));
        await signup.getByLabel('Password', { exact: true }).fill('Signup-Pass-1');
        await signup.getByLabel('Confirm Password').fill('Signup-Pass-1');
        await signup.getByRole('button', { name: 'Sign Up' }).click();
        const verify = dialog(page, 'Email Verification');
        await verify.waitFor();
        await assertNoSeriousViolations(page, `the Email Verification modal at ${viewport.label}`);
        await verify.getByRole('button', { name: 'Verify' }).click();
        await verify.getByText('Please enter a 6-digit verification code').waitFor();
        await assertNoSeriousViolations(
          page,
          `the Email Verification modal with a field error at ${viewport.label}`,
        );
      });
    });

    describe(`as a customer at ${viewport.label}`, () => {
      let context: BrowserContext;
      let page: Page;
      let url: string;
      before(async () => {
        url = suite.running.portal.url;
        const credentials = await createVerifiedCustomer(url, suite.running.mail);
        context = await suite.browser.newContext({ viewport });
        page = await context.newPage();
        await signInWithApi(page, url, credentials);
      });
      after(() => context?.close());

      for (const target of CUSTOMER_PAGES) {
        it(`on ${target.path}`, async () => {
          await visit(page, `${url}${target.path}`, target.heading);
          await assertNoSeriousViolations(page, `${target.path} at ${viewport.label}`);
        });
      }

      it('with the portal menu unfolded', async () => {
        await visit(page, `${url}/dashboard/overview`, /^Welcome, /);
        const toggle = page.getByRole('button', { name: 'Show menu' });
        if (await toggle.isVisible()) await toggle.click();
        await assertNoSeriousViolations(page, `the customer menu at ${viewport.label}`);
      });

      it('on the converter with an error and then a result shown', async () => {
        await visit(page, `${url}/dashboard/currency-converter`, 'Currency Converter');
        const form = page.getByRole('form', { name: 'Currency converter' });
        await form.getByLabel('Amount').fill('0');
        await form.getByRole('button', { name: 'Convert' }).click();
        await page.getByRole('alert').filter({ hasText: 'Please enter a valid amount' }).waitFor();
        await assertNoSeriousViolations(page, `the converter's error at ${viewport.label}`);
        await form.getByLabel('Amount').fill('100');
        await form.getByRole('button', { name: 'Convert' }).click();
        await page.getByText(/^Exchange rate: 1 USD = /).waitFor();
        await assertNoSeriousViolations(page, `the converter's result at ${viewport.label}`);
      });

      it('on the profile in edit mode', async () => {
        await visit(page, `${url}/dashboard/profile`, 'Profile Management');
        await page.getByRole('button', { name: 'Edit' }).click();
        await page.getByRole('button', { name: 'Add Director' }).click();
        await assertNoSeriousViolations(page, `the profile in edit mode at ${viewport.label}`);
      });

      it('on documents with a refused file and on the success screen', async () => {
        await visit(page, `${url}/dashboard/documents`, 'Document Upload');
        await page.getByLabel('Proof of Address').setInputFiles(pdf('too-large.pdf', 5 * 1024 * 1024 + 1));
        await page.getByRole('alert').filter({ hasText: 'is larger than 5MB' }).waitFor();
        await assertNoSeriousViolations(page, `documents with a refused file at ${viewport.label}`);
        await page.getByLabel('BVN Document').setInputFiles(pdf('bvn.pdf'));
        await page.getByRole('button', { name: 'Submit Documents' }).click();
        await page.getByRole('heading', { name: 'Documents Submitted Successfully!' }).waitFor();
        await assertNoSeriousViolations(page, `documents' success screen at ${viewport.label}`);
      });

      it('on payments with the required-fields alert and on the success screen', async () => {
        await visit(page, `${url}/dashboard/payments`, 'Payment Submission');
        const form = page.getByRole('form', { name: 'Payment request' });
        await form.getByRole('button', { name: 'Submit Payment Request' }).click();
        await page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();
        await assertNoSeriousViolations(page, `payments' required-fields alert at ${viewport.label}`);
        await form.getByLabel('Recipient Company').fill('Shenzhen Textile Co.');
        await form.getByLabel('Recipient Bank').fill('Bank of China');
        await form.getByLabel('SWIFT Code').fill('BKCHCNBJ');
        await form.getByLabel('Account Number').fill('6222000011112222');
        await form.getByLabel('Foreign Amount').fill('100');
        await form.getByRole('button', { name: 'Submit Payment Request' }).click();
        await page.getByRole('region', { name: 'Pending Admin Approval' }).waitFor();
        await assertNoSeriousViolations(page, `payments' success screen at ${viewport.label}`);
      });
    });

    describe(`as an admin at ${viewport.label}`, () => {
      let context: BrowserContext;
      let page: Page;
      let url: string;
      before(async () => {
        url = suite.running.portal.url;
        context = await suite.browser.newContext({ viewport });
        page = await context.newPage();
        await signInWithApi(page, url, suite.running.admin);
      });
      after(() => context?.close());

      for (const target of ADMIN_PAGES) {
        it(`on ${target.path}`, async () => {
          await visit(page, `${url}${target.path}`, target.heading);
          await assertNoSeriousViolations(page, `${target.path} at ${viewport.label}`);
        });
      }

      it('with the portal menu unfolded', async () => {
        await visit(page, `${url}/admin/dashboard`, 'Admin Dashboard');
        const toggle = page.getByRole('button', { name: 'Show menu' });
        if (await toggle.isVisible()) await toggle.click();
        await assertNoSeriousViolations(page, `the admin menu at ${viewport.label}`);
      });

      it('after approving a registration', async () => {
        await visit(page, `${url}/admin/pending-registrations`, 'Pending Registrations');
        await page.getByRole('article').first().getByRole('button', { name: 'Approve' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: / approved\./ })
          .waitFor();
        await assertNoSeriousViolations(page, `registrations after an approval at ${viewport.label}`);
      });

      it('after approving documents, with a decided card shown', async () => {
        await visit(page, `${url}/admin/document-approvals`, 'Document Approvals');
        await page.getByRole('button', { name: 'Approve', disabled: false }).first().click();
        await page
          .getByRole('status')
          .filter({ hasText: / approved\./ })
          .waitFor();
        await assertNoSeriousViolations(page, `document approvals after an approval at ${viewport.label}`);
      });

      it('after approving a payment request', async () => {
        await visit(page, `${url}/admin/payment-requests`, 'Payment Requests');
        await page.getByRole('button', { name: 'Approve' }).first().click();
        await page
          .getByRole('status')
          .filter({ hasText: / approved\./ })
          .waitFor();
        await assertNoSeriousViolations(page, `payment requests after an approval at ${viewport.label}`);
      });

      it('with both bank forms in edit mode and after saving', async () => {
        await visit(page, `${url}/admin/bank-account`, 'Bank Account');
        const account = page.getByRole('region', { name: 'Receiving Bank Account' });
        const wallet = page.getByRole('region', { name: 'Wallet Settings' });
        await account.getByRole('button', { name: 'Edit' }).click();
        await wallet.getByRole('button', { name: 'Edit' }).click();
        await account.getByLabel('Bank Name').waitFor();
        await wallet.getByLabel('Naira Account Number').waitFor();
        await assertNoSeriousViolations(page, `both bank forms in edit mode at ${viewport.label}`);
        await account.getByRole('button', { name: 'Save' }).click();
        await account.getByRole('status').filter({ hasText: 'updated successfully!' }).waitFor();
        await assertNoSeriousViolations(page, `the bank account after saving at ${viewport.label}`);
      });
    });
  }
});
