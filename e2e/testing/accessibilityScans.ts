import { after, before, describe, it } from 'node:test';
import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import { PAYMENT_STATE_HINTS } from '@portal/ui/words/paymentStateHints';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { REVIEW_MESSAGES } from '@portal/contracts/review';
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, createVerifiedCustomer, signInWithApi, uniqueEmail } from '.';
import { decideInDialog, search, showStatus } from './adminReview';
import { assertNoSeriousViolations } from './axe';
import { pdfFile, pngFile, textPretendingToBePdf } from './files';
import { RECEIVING_ACCOUNT, WALLET, vendorPayment } from './knownValues';
import { clickNavbarButton, unfoldMenu } from './navigation';
import { choosePurpose, fillNewBeneficiary } from './paymentForm';
import { apiSession, type ApiSession } from './portalApi';
import { manyPayments, stageCustomer } from './stage';
import { approveCustomer, approveDocumentSet, setStaffRates } from './staff';
import { portalSuite } from './suite';
import { documentSlot } from './documentSlot';

/**
 * Issue 6, item 6: axe-core finds no serious or critical violation on any route or
 * open modal, signed out, as a customer and as an admin, on a desktop and on a
 * 375 px phone: each page empty (as a new account finds it) and filled (with data
 * the test made through the UI or the API), with its dialogs open, its refusals
 * shown and after its decisions. The states one visit reaches in turn (a modal empty,
 * refused, then its next step) are scanned in one test on that visit; each visit is a
 * test of its own, so one failure leaves the rest to run. Every check covers the whole page:
 * the shell's navbar, footer and dialogs as well as the area's content. Each
 * viewport has a server of its own, so that its admin first sees nothing waiting.
 */
export interface Viewport {
  label: string;
  width: number;
  height: number;
}

const PUBLIC_PAGES = [
  { path: '/', heading: /Pay your vendors abroad/ },
  { path: '/about', heading: /./ },
  { path: '/contact', heading: /./ },
  { path: '/reset-password?token=x', heading: 'Reset your password' },
  { path: '/reset-password', heading: 'Reset your password' },
] as const;

/** Each customer page, and what shows there once it has read the server. */
const CUSTOMER_PAGES = [
  { path: '/user-dashboard', heading: /^Welcome, /, loaded: 'Missing:' },
  { path: '/dashboard/overview', heading: /^Welcome, /, loaded: 'Missing:' },
  {
    path: '/dashboard/transactions',
    heading: 'Transaction History',
    loaded: 'You have not made any payment requests yet.',
  },
  {
    path: '/dashboard/currency-converter',
    heading: 'Currency Converter',
    loaded: 'Rates are the naira rates set by VendorBridge',
  },
  { path: '/dashboard/profile', heading: 'Profile Management', loaded: 'Company Name' },
  { path: '/dashboard/documents', heading: 'Document Upload', loaded: 'You have not uploaded any documents' },
  // Not approved yet (D37): why, and links to what onboarding still needs.
  { path: '/dashboard/payments', heading: 'Payment Submission', loaded: 'Go to Profile Management' },
  { path: '/dashboard/security', heading: 'Account security', loaded: 'last active' },
] as const;

/** Each admin page, what it says with nothing to review, and what it shows with work waiting. */
const ADMIN_PAGES = [
  { path: '/admin-dashboard', heading: 'Admin Dashboard', empty: 'Total Users', filled: 'Total Users' },
  { path: '/admin/dashboard', heading: 'Admin Dashboard', empty: 'Total Users', filled: 'Total Users' },
  {
    path: '/admin/pending-registrations',
    heading: 'Pending Registrations',
    empty: 'No registrations are waiting for review.',
    filled: 'Ada Okafor',
  },
  {
    path: '/admin/document-approvals',
    heading: 'Document Approvals',
    empty: 'No documents are waiting for review.',
    filled: 'Okafor Textiles Ltd',
  },
  {
    path: '/admin/payment-requests',
    heading: 'Payment Requests',
    empty: 'No payment requests are waiting for review.',
    filled: 'Lagos Supplier 21',
  },
  {
    path: '/admin/bank-account',
    heading: 'Bank Account',
    empty: 'No receiving bank account has been set.',
    filled: 'Exchange Rates',
  },
  // The screening queue (D44): no staged payment names a listed party, so none is held.
  {
    path: '/admin/screening',
    heading: 'Screening',
    empty: 'No payment is held for screening.',
    filled: 'No payment is held for screening.',
  },
  { path: '/admin/audit', heading: 'Audit Log', empty: 'Actor email', filled: 'Actor email' },
  { path: '/admin/security', heading: 'Account security', empty: 'last active', filled: 'last active' },
] as const;

async function visit(page: Page, url: string, heading: string | RegExp, loaded?: string) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // What the page read from the server is on screen, not its loading line.
  if (loaded) await page.getByText(loaded).filter({ visible: true }).first().waitFor();
}

/** Opens a modal from the navbar; on a phone the navbar's menu is unfolded first. */
const openFromNavbar = (page: Page, button: 'Log In' | 'Get Started') => clickNavbarButton(page, button);

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/**
 * Every scan at one viewport, as a suite of its own (one test file a viewport): the two
 * widths' files then run side by side when the browser tests run two files at once.
 */
export function scanEveryPageAt(viewport: Viewport) {
  describe(`accessibility at ${viewport.label}: no serious or critical axe-core violations`, () => {
    const suite = portalSuite();

    describe(`signed out`, () => {
      let context: BrowserContext;
      let page: Page;
      let url: string;
      before(async () => {
        url = suite.running.portal.url;
        context = await suite.browser.newContext({ viewport });
        page = await context.newPage();
      });
      after(() => context?.close());

      for (const target of PUBLIC_PAGES.filter(({ path }) => path !== '/')) {
        it(`on ${target.path}`, async () => {
          await visit(page, `${url}${target.path}`, target.heading);
          await assertNoSeriousViolations(page, `${target.path} at ${viewport.label}`);
        });
      }

      it('on /, and with the navbar menu unfolded (phones) or the page scrolled to its footer', async () => {
        await visit(page, `${url}/`, /Pay your vendors abroad/);
        await assertNoSeriousViolations(page, `/ at ${viewport.label}`);
        await unfoldMenu(page);
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await assertNoSeriousViolations(page, `/ with the menu open at ${viewport.label}`);
      });

      it('in the Log In modal, empty, with field errors and after a refused sign-in', async () => {
        await visit(page, `${url}/`, /Pay your vendors abroad/);
        await openFromNavbar(page, 'Log In');
        const login = dialog(page, 'Log In');
        await login.waitFor();
        await assertNoSeriousViolations(page, `the Log In modal at ${viewport.label}`);
        await login.getByRole('button', { name: 'Log In' }).click();
        await login.getByText('Email is required').waitFor();
        await assertNoSeriousViolations(page, `the Log In modal with field errors at ${viewport.label}`);
        await login.getByLabel('Email').fill(uniqueEmail('nobody'));
        await login.getByLabel('Password', { exact: true }).fill('Wrong-Passw0rd');
        await login.getByRole('button', { name: 'Log In' }).click();
        await login.getByRole('alert').waitFor();
        await assertNoSeriousViolations(page, `the Log In modal with a refusal at ${viewport.label}`);
      });

      it('in the Sign Up modal, empty and with every field error, then in the Email Verification modal', async () => {
        await visit(page, `${url}/`, /Pay your vendors abroad/);
        await openFromNavbar(page, 'Get Started');
        const signup = dialog(page, 'Sign Up');
        await signup.waitFor();
        await assertNoSeriousViolations(page, `the Sign Up modal at ${viewport.label}`);
        await signup.getByRole('button', { name: 'Sign Up' }).click();
        await signup.getByText('Full name is required').waitFor();
        await signup.getByText('Please confirm your password').waitFor();
        await assertNoSeriousViolations(page, `the Sign Up modal with field errors at ${viewport.label}`);
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
    });

    describe('as an admin', () => {
      let context: BrowserContext;
      let page: Page;
      let url: string;
      const at = `at ${viewport.label}`;
      before(async () => {
        url = suite.running.portal.url;
        context = await suite.browser.newContext({ viewport });
        page = await context.newPage();
        await signInWithApi(page, url, suite.running.admin);
      });
      after(() => context?.close());

      for (const target of ADMIN_PAGES.filter(({ path }) => path !== '/admin/dashboard')) {
        it(`on ${target.path} with nothing to review`, async () => {
          await visit(page, `${url}${target.path}`, target.heading, target.empty);
          await assertNoSeriousViolations(page, `${target.path} with nothing to review ${at}`);
        });
      }

      it('on /admin/dashboard with nothing to review, and with the menu unfolded (phones)', async () => {
        await visit(page, `${url}/admin/dashboard`, 'Admin Dashboard', 'Total Users');
        await assertNoSeriousViolations(page, `/admin/dashboard with nothing to review ${at}`);
        await unfoldMenu(page);
        await assertNoSeriousViolations(page, `the admin menu ${at}`);
      });

      describe('with work waiting', () => {
        before(async () => {
          const payments = manyPayments(21, 'Lagos');
          payments[0] = { ...payments[0], invoice: pdfFile('invoice-lagos-1.pdf') };
          // Only an approved business pays (D37): the payments are Chidi's, while Ada's
          // registration waits for review.
          await stageCustomer(suite.running, {
            name: 'Ada Okafor',
            company: 'Okafor Textiles Ltd',
            // All five, so her registration is submitted and listed under "In review" (fixa).
            documents: {
              bvnFile: pdfFile('ada-bvn.pdf'),
              cacFile: pngFile('ada-cac.png'),
              proofOfAddress: pdfFile('ada-utility-bill.pdf'),
              tinFile: pdfFile('ada-tin.pdf'),
              directorInfoFiles: pdfFile('ada-director.pdf'),
            },
          });
          await stageCustomer(suite.running, { name: 'Chidi Eze', company: 'Eze Trading Ltd', payments });
          // Efe's five documents are approved, so her registration may be (issue 31 item 8).
          const efe = await stageCustomer(suite.running, { name: 'Efe Obi', company: 'Obi Metals Ltd' });
          await approveDocumentSet(suite.running, efe.api);
          await stageCustomer(suite.running, {
            name: 'Bayo Adeleke',
            company: 'Adeleke Foods Ltd',
            documents: { proofOfAddress: pdfFile('bayo-utility-bill.pdf') },
          });
        });

        /** Pages whose further states below are reached on the same visit as their filled scan. */
        const SCANNED_WITH_THEIR_STATES: readonly string[] = [
          '/admin/pending-registrations',
          '/admin/document-approvals',
          '/admin/payment-requests',
          '/admin/bank-account',
        ];
        const filled = (path: string) => {
          const target = ADMIN_PAGES.find((candidate) => candidate.path === path);
          if (!target) throw new Error(`no admin page ${path}`);
          return target;
        };
        /** Opens `path` with work waiting and scans it as it first shows. */
        const visitFilled = async (path: string) => {
          const target = filled(path);
          await visit(page, `${url}${target.path}`, target.heading, target.filled);
          await assertNoSeriousViolations(page, `${target.path} with work waiting ${at}`);
        };

        for (const target of ADMIN_PAGES.filter(({ path }) => !SCANNED_WITH_THEIR_STATES.includes(path))) {
          it(`on ${target.path}`, async () => {
            await visitFilled(target.path);
          });
        }

        it('on registrations with a search that finds nothing', async () => {
          await visit(page, `${url}/admin/pending-registrations`, 'Pending Registrations', 'Ada Okafor');
          await search(page, 'nobody-by-this-name');
          await page.getByText('No registrations match "nobody-by-this-name".').waitFor();
          await assertNoSeriousViolations(page, `registrations with an empty search ${at}`);
        });

        it('on /admin/pending-registrations, in the approval dialog, and after the approval', async () => {
          await visitFilled('/admin/pending-registrations');
          const card = page.getByRole('article', { name: 'Efe Obi' });
          await card.getByRole('button', { name: 'Approve', exact: true }).click();
          await dialog(page, 'Approve registration?').waitFor();
          await assertNoSeriousViolations(page, `the registration approval dialog ${at}`);
          await dialog(page, 'Approve registration?').getByRole('button', { name: 'Approve' }).click();
          await page.getByRole('status').filter({ hasText: ' approved.' }).waitFor();
          await assertNoSeriousViolations(page, `registrations after an approval ${at}`);
        });

        it('on /admin/document-approvals, in the rejection dialog with its reason refused, after the rejection, with a blocked approval and under All', async () => {
          await visitFilled('/admin/document-approvals');
          const card = page.getByRole('article', { name: 'Okafor Textiles Ltd' });
          await card.getByRole('button', { name: 'Reject', exact: true }).click();
          const reject = dialog(page, 'Reject documents?');
          await reject.getByRole('button', { name: 'Reject', exact: true }).click();
          await reject.getByText(REVIEW_MESSAGES.reasonRequired).waitFor();
          await assertNoSeriousViolations(page, `the rejection dialog with its error ${at}`);
          await reject.getByRole('textbox', { name: 'Reason for rejection' }).fill('The CAC is unreadable.');
          await reject.getByRole('button', { name: 'Reject', exact: true }).click();
          await page.getByRole('status').filter({ hasText: ' rejected.' }).waitFor();
          await assertNoSeriousViolations(page, `document approvals after a rejection ${at}`);
          await page.getByText('Adeleke Foods Ltd').first().waitFor();
          await page.getByText('Cannot approve until BVN and CAC are uploaded', { exact: false }).waitFor();
          await showStatus(page, 'all');
          await page.getByText('The CAC is unreadable.').waitFor();
          await assertNoSeriousViolations(page, `document approvals under All ${at}`);
        });

        it('on /admin/payment-requests, after Load more, in and after the approval dialog, and decided under Rejected', async () => {
          await visitFilled('/admin/payment-requests');
          await page.getByRole('button', { name: 'Load more' }).click();
          await page.getByText('invoice-lagos-1.pdf').waitFor();
          await assertNoSeriousViolations(page, `payment requests after Load more ${at}`);
          const card = page.getByRole('article').filter({ hasText: 'Lagos Supplier 21' });
          await card.getByRole('button', { name: 'Approve', exact: true }).click();
          await dialog(page, 'Approve payment request?').waitFor();
          await assertNoSeriousViolations(page, `the payment approval dialog ${at}`);
          await dialog(page, 'Approve payment request?').getByRole('button', { name: 'Approve' }).click();
          await page.getByRole('status').filter({ hasText: ' approved.' }).waitFor();
          await assertNoSeriousViolations(page, `payment requests after an approval ${at}`);
          await decideInDialog(
            page,
            page.getByRole('article').filter({ hasText: 'Lagos Supplier 20' }),
            'Reject',
            'Duplicate invoice.',
          );
          await showStatus(page, 'rejected');
          await page.getByText('Duplicate invoice.').waitFor();
          await assertNoSeriousViolations(page, `rejected payment requests ${at}`);
        });

        it('on /admin/bank-account, with both bank forms refusing values, after saving them, and with a rate refused', async () => {
          await visitFilled('/admin/bank-account');
          const account = page.getByRole('region', { name: 'Receiving Bank Account' });
          const wallet = page.getByRole('region', { name: 'Wallet Settings' });
          await account.getByRole('button', { name: 'Edit' }).click();
          await wallet.getByRole('button', { name: 'Edit' }).click();
          await assertNoSeriousViolations(page, `both bank forms in edit mode ${at}`);

          await account.getByLabel('Currency').selectOption('EUR');
          await account.getByRole('button', { name: 'Save' }).click();
          await account.getByText(PAYMENT_MESSAGES.bankNameRequired).waitFor();
          await wallet.getByLabel('Naira Account Number').fill('123');
          await wallet.getByRole('button', { name: 'Save' }).click();
          await wallet.getByText(PAYMENT_MESSAGES.nubanInvalid).waitFor();
          await assertNoSeriousViolations(page, `both bank forms with refusals ${at}`);

          await account.getByLabel('Bank Name').fill(RECEIVING_ACCOUNT.bankName);
          await account.getByLabel('Account Name').fill(RECEIVING_ACCOUNT.accountName);
          await account.getByLabel('Account Number').fill(RECEIVING_ACCOUNT.accountNumber);
          await account.getByLabel('Currency').selectOption(RECEIVING_ACCOUNT.currency);
          await account.getByLabel('SWIFT/BIC').fill(RECEIVING_ACCOUNT.swiftCode);
          // Step-up (issue 22): the configured admin has no authenticator, so the password confirms.
          await account.getByLabel('Authentication code').fill(ADMIN_CREDENTIALS.password);
          await account.getByRole('button', { name: 'Save' }).click();
          await account.getByRole('status').filter({ hasText: 'updated successfully!' }).waitFor();
          await wallet.getByLabel('Naira Account Number').fill(WALLET.nairaAccountNumber);
          await wallet.getByLabel('USDC Wallet Address').fill(WALLET.usdcWalletAddress);
          await wallet.getByLabel('Authentication code').fill(ADMIN_CREDENTIALS.password);
          await wallet.getByRole('button', { name: 'Save' }).click();
          await wallet.getByRole('status').filter({ hasText: 'updated successfully!' }).waitFor();
          await assertNoSeriousViolations(page, `the bank account page after saving ${at}`);
          const rates = page.getByRole('region', { name: 'Exchange Rates' });
          await rates.getByRole('button', { name: 'Edit rate from USD to NGN' }).click();
          await rates.getByLabel('Rate from USD to NGN').fill('abc');
          await rates.getByRole('button', { name: 'Save', exact: true }).click();
          await rates.getByText(PAYMENT_MESSAGES.rateInvalid).waitFor();
          await assertNoSeriousViolations(page, `the rate editor with a refusal ${at}`);
        });

        it('on the dashboard with decisions in its recent activity', async () => {
          await visit(page, `${url}/admin/dashboard`, 'Admin Dashboard', 'Reason: Duplicate invoice.');
          await assertNoSeriousViolations(page, `the dashboard with recent activity ${at}`);
        });
      });
    });

    describe('as a customer', () => {
      let context: BrowserContext;
      let page: Page;
      let url: string;
      let customer: ApiSession;
      let admin: ApiSession;
      const at = `at ${viewport.label}`;
      before(async () => {
        url = suite.running.portal.url;
        const credentials = await createVerifiedCustomer(url, suite.running.mail, { name: 'Kemi Bello' });
        customer = await apiSession(url, credentials);
        admin = await apiSession(url, ADMIN_CREDENTIALS);
        context = await suite.browser.newContext({ viewport });
        page = await context.newPage();
        await signInWithApi(page, url, credentials);
      });
      after(() => context?.close());

      /** Pages whose further states below are reached on the same visit as their empty scan. */
      const SCANNED_WITH_THEIR_STATES: readonly string[] = [
        '/dashboard/overview',
        '/dashboard/profile',
        '/dashboard/documents',
      ];
      /** Opens `path` as a new customer finds it and scans it. */
      const visitEmpty = async (path: string) => {
        const target = CUSTOMER_PAGES.find((candidate) => candidate.path === path);
        if (!target) throw new Error(`no customer page ${path}`);
        await visit(page, `${url}${target.path}`, target.heading, target.loaded);
        await assertNoSeriousViolations(page, `${target.path}, empty, ${at}`);
      };

      for (const target of CUSTOMER_PAGES.filter(({ path }) => !SCANNED_WITH_THEIR_STATES.includes(path))) {
        it(`on ${target.path} as a new customer finds it`, async () => {
          await visit(page, `${url}${target.path}`, target.heading, target.loaded);
          await assertNoSeriousViolations(page, `${target.path}, empty, ${at}`);
        });
      }

      it('on /dashboard/overview as a new customer finds it, and with the menu unfolded (phones)', async () => {
        await visitEmpty('/dashboard/overview');
        await page.getByText('Account setup').first().waitFor();
        await unfoldMenu(page);
        await assertNoSeriousViolations(page, `the customer menu ${at}`);
      });

      it('on the converter with an error and then a result shown', async () => {
        // Issue 31: the converter prices nothing until staff set the naira rates (D47).
        await setStaffRates(suite.running);
        await visit(page, `${url}/dashboard/currency-converter`, 'Currency Converter');
        const form = page.getByRole('form', { name: 'Currency converter' });
        await form.getByLabel('Amount').fill('0');
        await form.getByRole('button', { name: 'Convert' }).click();
        await page.getByRole('alert').filter({ hasText: 'Please enter a valid amount' }).waitFor();
        await assertNoSeriousViolations(page, `the converter's error ${at}`);
        await form.getByLabel('Amount').fill('100');
        await form.getByRole('button', { name: 'Convert' }).click();
        await page.getByText(/^Exchange rate: 1 USD = /).waitFor();
        await assertNoSeriousViolations(page, `the converter's result ${at}`);
      });

      it('on the profile as a new customer finds it, in edit mode, with a refusal, and saved', async () => {
        await visitEmpty('/dashboard/profile');
        await page.getByRole('button', { name: 'Edit' }).click();
        await page.getByRole('button', { name: 'Add Director' }).click();
        await assertNoSeriousViolations(page, `the profile in edit mode ${at}`);
        await page.getByLabel('Company Name').fill('Bello Logistics Ltd');
        await page.getByLabel('BVN', { exact: true }).fill('1234567890');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('BVN must be exactly 11 digits').waitFor();
        await assertNoSeriousViolations(page, `the profile with a refusal ${at}`);
        await page.getByLabel('BVN', { exact: true }).fill('12345678901');
        const director = page.getByRole('group', { name: 'Director 1' });
        await director.getByLabel('Director Name').fill('Kemi Bello');
        await director.getByLabel('NIN or BVN').fill('10987654321');
        await director.getByLabel('Position').fill('Managing Director');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();
        await assertNoSeriousViolations(page, `the profile saved ${at}`);
      });

      it('on documents as a new customer finds them, with files refused by the browser and by the server', async () => {
        await visitEmpty('/dashboard/documents');
        await page.getByLabel('Proof of Address').setInputFiles(pdfFile('too-large.pdf', 5 * 1024 * 1024));
        await page.getByRole('alert').filter({ hasText: 'is larger than 5MB' }).waitFor();
        await assertNoSeriousViolations(page, `documents with a file too large ${at}`);
        await documentSlot(page, 'BVN').setInputFiles(textPretendingToBePdf('bvn.pdf'));
        await page.getByRole('button', { name: 'Submit Documents' }).click();
        await page
          .getByText(/not a PDF, JPG or PNG/)
          .first()
          .waitFor();
        await assertNoSeriousViolations(page, `documents with a file refused by the server ${at}`);
      });

      it("on documents' success screen, and with the documents listed", async () => {
        await visit(page, `${url}/dashboard/documents`, 'Document Upload');
        await documentSlot(page, 'BVN').setInputFiles(pdfFile('bvn.pdf'));
        await documentSlot(page, 'CAC').setInputFiles(pngFile('cac.png'));
        await page.getByRole('button', { name: 'Submit Documents' }).click();
        await page.getByRole('heading', { name: 'Documents Submitted Successfully!' }).waitFor();
        await assertNoSeriousViolations(page, `documents' success screen ${at}`);
        await page
          .getByRole('region', { name: 'Your documents' })
          .getByRole('listitem', { name: 'CAC' })
          .waitFor();
        await assertNoSeriousViolations(page, `the documents listed ${at}`);
      });

      it('on payments with every field refused, in the review step, and on the success screen', async () => {
        // Staff approve the business (D37) at the naira rates they set (D30); the next
        // page load reads the approval.
        await setStaffRates(suite.running);
        await approveCustomer(suite.running, customer);
        await visit(page, `${url}/dashboard/payments`, 'Payment Submission', 'Exchange rate used');
        const form = page.getByRole('form', { name: 'Payment request' });
        await form.getByRole('button', { name: 'Review payment' }).click();
        await page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();
        await form.getByText(BENEFICIARY_MESSAGES.nameRequired).waitFor();
        await form.getByText(BENEFICIARY_MESSAGES.purposeInvalid).waitFor();
        await assertNoSeriousViolations(page, `payments with every field refused ${at}`);
        await fillNewBeneficiary(form, {
          name: 'Shenzhen Textile Co.',
          country: 'CN',
          address: '88 Keji Road, Nanshan, Shenzhen',
          bankName: 'Bank of China',
          bic: 'BKCHCNBJ',
          accountNumber: '6222000011112222',
        });
        await choosePurpose(form, 'Goods');
        await form.getByLabel('Foreign Amount').fill('100');
        await form.getByLabel('Invoice (optional)').setInputFiles(pdfFile('invoice.pdf'));
        await form.getByRole('button', { name: 'Review payment' }).click();
        const review = page.getByRole('region', { name: 'Review your payment' });
        await review.getByTestId('quote-clock').waitFor();
        await assertNoSeriousViolations(page, `payments' review step ${at}`);
        await review.getByRole('button', { name: 'Submit Payment Request' }).click();
        await page.getByRole('region', { name: 'Awaiting VendorBridge review' }).waitFor();
        await assertNoSeriousViolations(page, `payments' success screen ${at}`);
      });

      it('on the transaction history and a pending request', async () => {
        await visit(page, `${url}/dashboard/transactions`, 'Transaction History', 'Shenzhen Textile Co.');
        await assertNoSeriousViolations(page, `the transaction history with a request ${at}`);
        await page.getByRole('table', { name: 'Transaction History' }).getByRole('link').first().click();
        await page.getByText(PAYMENT_STATE_HINTS.pending).waitFor();
        await assertNoSeriousViolations(page, `a pending request's page ${at}`);
      });

      it("on a rejected request's page, with its reason", async () => {
        const payment = await customer.submitPayment(
          vendorPayment({ recipientCompany: 'Rejected Vendor GmbH' }),
        );
        await admin.decidePayment(payment.id, 'reject', 'The invoice is for another company.');
        await visit(page, `${url}/dashboard/payments/${payment.id}`, `Payment request ${payment.reference}`);
        await page.getByText('Reason: The invoice is for another company.').waitFor();
        await assertNoSeriousViolations(page, `a rejected request's page ${at}`);
      });

      it("on an approved request's page, with how to pay the naira", async () => {
        await admin.saveReceivingAccount(RECEIVING_ACCOUNT);
        await admin.saveWallet(WALLET);
        const payment = await customer.submitPayment(
          vendorPayment({ recipientCompany: 'Approved Vendor GmbH' }),
        );
        await admin.decidePayment(payment.id, 'approve');
        await visit(page, `${url}/dashboard/payments/${payment.id}`, `Payment request ${payment.reference}`);
        await page.getByRole('region', { name: 'How to pay' }).waitFor();
        await assertNoSeriousViolations(page, `an approved request's page ${at}`);
      });

      it('on a request that is not theirs', async () => {
        await visit(
          page,
          `${url}/dashboard/payments/00000000-0000-4000-8000-000000000000`,
          'Payment request not found',
        );
        await assertNoSeriousViolations(page, `a request not found ${at}`);
      });

      it('on the approved home with payments counted and listed', async () => {
        // Approved by now, the documents still to complete: the approved home (issue 31) shows
        // New payment and the recent payments, not the setup checklist.
        await visit(page, `${url}/dashboard/overview`, /^Welcome, /, 'Recent payments');
        await page
          .getByRole('region', { name: 'Recent payments' })
          .getByText('Payment to Shenzhen Textile Co.')
          .waitFor();
        await page.getByRole('link', { name: 'New payment', exact: true }).waitFor();
        await page
          .getByRole('region', { name: 'Quick Stats' })
          .locator('.stat')
          .filter({ hasText: 'Pending Payments' })
          .getByText('2', { exact: true })
          .waitFor();
        await assertNoSeriousViolations(page, `the dashboard with payments ${at}`);
      });
    });
  });
}
