import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { DATA_PATHS, withId } from '@portal/contracts';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  ADMIN_CREDENTIALS,
  createVerifiedCustomer,
  launchBrowser,
  REPO_DIR,
  signInWithApi,
  startPortalWithMail,
  uniqueEmail,
  type Credentials,
  type PortalWithMail,
} from './testing';
import { pdfFile, pngFile } from './testing/files';
import { RECEIVING_ACCOUNT, WALLET } from './testing/knownValues';
import { clickNavbarButton, unfoldMenu } from './testing/navigation';
import { choosePurpose, fillNewBeneficiary } from './testing/paymentForm';
import { apiSession } from './testing/portalApi';
import { manyPayments, stageCustomer } from './testing/stage';

/**
 * `npm run screenshots` (issue 6, item 7): the whole product in a minute. Starts the
 * built portal, stages a scene through the API (customers with profiles, documents
 * and payment requests, some decided; the receiving account and wallet set), takes
 * a full-page PNG of every page and modal, signed out, as a new customer, as a
 * customer with history and as an admin, 375 and 1280 px wide, into
 * e2e/screenshots/ (git ignores it), prints the list and exits. Nothing shown is
 * sample data: everything was made on this server by this script. The builds must
 * exist (`npm run build`).
 */
const OUT_DIR = path.join(__dirname, 'screenshots');
const WIDTHS = [375, 1280] as const;
/** The whole run stops here, whatever hangs: a screenshot script must not. */
const TIME_LIMIT_MS = 4 * 60_000;

type Role = 'visitor' | 'newCustomer' | 'customer' | 'admin';

/** What the script staged on the server before the shots. */
interface Scene {
  /** A customer with a complete profile, documents and decided payment requests. */
  customer: Credentials;
  approvedPaymentId: string;
  rejectedPaymentId: string;
}

interface Shot {
  name: string;
  role: Role;
  /** A modal is photographed as the screen shows it: its backdrop covers the screen, not the page. */
  viewportOnly?: boolean;
  /** Only at these widths (the phone menu exists only on a phone); all by default. */
  widths?: readonly number[];
  /** Brings the page into the state to photograph. */
  show: (page: Page, url: string, scene: Scene) => Promise<void>;
}

async function visit(page: Page, url: string, heading?: string | RegExp, loaded?: string) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  // What the page read from the server is on screen, not its loading line.
  if (loaded) await page.getByText(loaded).first().waitFor();
}

/** A payment to Lyon filled in and taken to its review step (the server's quote); resolves to the review. */
async function reviewLyonPayment(page: Page, url: string): Promise<Locator> {
  await visit(page, `${url}/dashboard/payments`, undefined, 'Exchange rate used');
  const form = page.getByRole('form', { name: 'Payment request' });
  await fillNewBeneficiary(form, {
    name: 'Lyon Textiles SARL',
    country: 'FR',
    address: '12 Rue de la République, 69002 Lyon',
    bankName: 'BNP Paribas',
    iban: 'FR1420041010050500013M02606',
    bic: 'BNPAFRPP',
  });
  await choosePurpose(form, 'Goods');
  await form.getByLabel('Foreign Amount').fill('3200');
  await form.getByLabel('Foreign Currency').selectOption('EUR');
  await form.getByRole('button', { name: 'Review payment' }).click();
  const review = page.getByRole('region', { name: 'Review your payment' });
  await review.getByTestId('quote-clock').waitFor();
  return review;
}

/** Opens a modal from the navbar, unfolding the phone menu first when it is folded. */
async function openFromNavbar(page: Page, url: string, button: 'Log In' | 'Get Started') {
  await visit(page, `${url}/`);
  await clickNavbarButton(page, button);
}

/** A page with the navbar's one menu open (phones only: a wide screen has none). */
const menuShot = (name: string, role: Role, pathname: string, loaded?: string): Shot => ({
  name,
  role,
  viewportOnly: true,
  widths: [375],
  show: async (tab, url) => {
    await visit(tab, `${url}${pathname}`, undefined, loaded);
    await unfoldMenu(tab);
  },
});

/** A page as it first shows, once `loaded` (text it reads from the server) is on it. */
const pageShot = (name: string, role: Role, pathname: string, loaded?: string): Shot => ({
  name,
  role,
  show: (tab, url) => visit(tab, `${url}${pathname}`, undefined, loaded),
});

const SHOTS: Shot[] = [
  pageShot('public-home', 'visitor', '/'),
  pageShot('public-about', 'visitor', '/about'),
  pageShot('public-contact', 'visitor', '/contact'),
  pageShot('public-reset-password', 'visitor', '/reset-password?token=example'),
  pageShot('public-reset-password-no-token', 'visitor', '/reset-password'),
  menuShot('public-navbar-menu', 'visitor', '/'),
  {
    name: 'modal-log-in',
    role: 'visitor',
    viewportOnly: true,
    show: async (tab, url) => {
      await openFromNavbar(tab, url, 'Log In');
      await tab.getByRole('dialog', { name: 'Log In' }).waitFor();
    },
  },
  {
    name: 'modal-sign-up-with-errors',
    role: 'visitor',
    viewportOnly: true,
    show: async (tab, url) => {
      await openFromNavbar(tab, url, 'Get Started');
      const signup = tab.getByRole('dialog', { name: 'Sign Up' });
      await signup.getByRole('button', { name: 'Sign Up' }).click();
      await signup.getByText('Please confirm your password').waitFor();
    },
  },
  {
    name: 'modal-reset-password',
    role: 'visitor',
    viewportOnly: true,
    show: async (tab, url) => {
      await openFromNavbar(tab, url, 'Log In');
      await tab
        .getByRole('dialog', { name: 'Log In' })
        .getByRole('button', { name: 'Forgot password?' })
        .click();
      await tab.getByRole('dialog', { name: 'Reset Password' }).waitFor();
    },
  },
  {
    name: 'modal-email-verification',
    role: 'visitor',
    viewportOnly: true,
    show: async (tab, url) => {
      await openFromNavbar(tab, url, 'Get Started');
      const signup = tab.getByRole('dialog', { name: 'Sign Up' });
      await signup.getByLabel('Full Name').fill('Ngozi Eze');
      await signup.getByLabel('Email').fill(uniqueEmail('screenshot'));
      await signup.getByLabel('Password', { exact: true }).fill('Screen-Shot-1');
      await signup.getByLabel('Confirm Password').fill('Screen-Shot-1');
      await signup.getByRole('button', { name: 'Sign Up' }).click();
      await tab.getByRole('dialog', { name: 'Email Verification' }).waitFor();
    },
  },
  pageShot('new-customer-user-dashboard', 'newCustomer', '/user-dashboard', 'Missing:'),
  pageShot(
    'new-customer-transactions',
    'newCustomer',
    '/dashboard/transactions',
    'You have not made any payment requests yet.',
  ),
  pageShot('new-customer-documents', 'newCustomer', '/dashboard/documents', 'You have not uploaded any'),
  // Not approved yet (D37): the payment page says why and links to what is left to do.
  pageShot(
    'new-customer-payments-not-approved',
    'newCustomer',
    '/dashboard/payments',
    'Go to Profile Management',
  ),
  pageShot('customer-user-dashboard', 'customer', '/user-dashboard', 'Completed Transactions'),
  menuShot('customer-menu', 'customer', '/dashboard/transactions', 'APPROVED'),
  pageShot('customer-transactions', 'customer', '/dashboard/transactions', 'APPROVED'),
  {
    name: 'customer-payment-approved',
    role: 'customer',
    show: (tab, url, scene) =>
      visit(tab, `${url}/dashboard/payments/${scene.approvedPaymentId}`, undefined, 'How to pay'),
  },
  {
    name: 'customer-payment-rejected',
    role: 'customer',
    show: (tab, url, scene) =>
      visit(tab, `${url}/dashboard/payments/${scene.rejectedPaymentId}`, undefined, 'Reason:'),
  },
  {
    name: 'customer-currency-converter-result',
    role: 'customer',
    show: async (tab, url) => {
      await visit(tab, `${url}/dashboard/currency-converter`);
      const form = tab.getByRole('form', { name: 'Currency converter' });
      await form.getByLabel('Amount').fill('2500');
      await form.getByLabel('From').selectOption('EUR');
      await form.getByLabel('To').selectOption('NGN');
      await form.getByRole('button', { name: 'Convert' }).click();
      await tab.getByText(/^Exchange rate: 1 EUR = /).waitFor();
    },
  },
  pageShot('customer-profile', 'customer', '/dashboard/profile', 'Company Name'),
  pageShot('customer-documents', 'customer', '/dashboard/documents', 'APPROVED'),
  {
    name: 'customer-payments-refused',
    role: 'customer',
    show: async (tab, url) => {
      await visit(tab, `${url}/dashboard/payments`, undefined, 'Exchange rate used');
      const form = tab.getByRole('form', { name: 'Payment request' });
      await form.getByLabel('Beneficiary name').fill('Hamburg Machinery GmbH');
      await form.getByLabel('Country', { exact: true }).selectOption('DE');
      await form.getByLabel('SWIFT/BIC').fill('DEUT');
      await form.getByRole('button', { name: 'Review payment' }).click();
      await tab.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();
    },
  },
  {
    name: 'customer-payments-review',
    role: 'customer',
    show: async (tab, url) => {
      await reviewLyonPayment(tab, url);
    },
  },
  {
    name: 'customer-payments-submitted',
    role: 'customer',
    show: async (tab, url) => {
      const review = await reviewLyonPayment(tab, url);
      await review.getByRole('button', { name: 'Submit Payment Request' }).click();
      await tab.getByRole('region', { name: 'Pending Admin Approval' }).waitFor();
    },
  },
  pageShot('admin-dashboard', 'admin', '/admin-dashboard', 'Recent Activity'),
  menuShot('admin-menu', 'admin', '/admin/payment-requests', 'Load more'),
  pageShot('admin-pending-registrations', 'admin', '/admin/pending-registrations', 'Bayo Adeleke'),
  {
    name: 'admin-document-approvals-all',
    role: 'admin',
    show: async (tab, url) => {
      await visit(tab, `${url}/admin/document-approvals`, undefined, 'Adeleke Foods Ltd');
      await tab.getByLabel('Status', { exact: true }).selectOption('all');
      await tab.getByText('APPROVED', { exact: true }).first().waitFor();
    },
  },
  pageShot('admin-payment-requests', 'admin', '/admin/payment-requests', 'Load more'),
  {
    name: 'admin-payment-reject-dialog',
    role: 'admin',
    viewportOnly: true,
    show: async (tab, url) => {
      await visit(tab, `${url}/admin/payment-requests`, undefined, 'Load more');
      await tab.getByRole('article').first().getByRole('button', { name: 'Reject', exact: true }).click();
      const dialog = tab.getByRole('dialog', { name: 'Reject payment request?' });
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      await dialog.getByText('Please give a reason for the rejection').waitFor();
    },
  },
  pageShot('admin-bank-account', 'admin', '/admin/bank-account', RECEIVING_ACCOUNT.accountNumber),
  {
    name: 'admin-bank-account-editing',
    role: 'admin',
    show: async (tab, url) => {
      await visit(tab, `${url}/admin/bank-account`, undefined, RECEIVING_ACCOUNT.accountNumber);
      for (const section of ['Receiving Bank Account', 'Wallet Settings']) {
        await tab.getByRole('region', { name: section }).getByRole('button', { name: 'Edit' }).click();
      }
    },
  },
];

/**
 * The scene, made through the API as its people would: Ngozi with a complete
 * profile, documents (approved) and three payment requests (approved with an
 * invoice, rejected with a reason, pending), Bayo waiting with one document and
 * Lagos Supplies with more requests than one page; the receiving account and wallet set.
 */
async function stageScene(running: PortalWithMail): Promise<Scene> {
  const url = running.portal.url;
  const admin = await apiSession(url, ADMIN_CREDENTIALS);
  await admin.saveReceivingAccount(RECEIVING_ACCOUNT);
  await admin.saveWallet(WALLET);
  const ngozi = await stageCustomer(running, {
    name: 'Ngozi Eze',
    company: 'Eze Imports Ltd',
    documents: {
      bvnFile: pdfFile('bvn-slip.pdf'),
      cacFile: pngFile('cac-certificate.png'),
      proofOfAddress: pdfFile('utility-bill.pdf'),
    },
    payments: [
      { request: { recipientCompany: 'Hamburg Machinery GmbH' }, invoice: pdfFile('invoice-0042.pdf') },
      { request: { recipientCompany: 'Shenzhen Brightway Electronics Co.', foreignCurrency: 'USD' } },
      {
        request: {
          recipientCompany: 'Midlands Packaging Ltd',
          foreignCurrency: 'GBP',
          foreignAmount: '3150.75',
        },
      },
    ],
  });
  const [approved, rejected] = ngozi.payments;
  if (!approved || !rejected) throw new Error('the scene has no payments to decide');
  await admin.decidePayment(approved.id, 'approve');
  await admin.decidePayment(rejected.id, 'reject', 'The invoice is made out to another company.');
  await admin.call('POST', withId(DATA_PATHS.adminDocumentsApprove, ngozi.api.login.user.id));
  await stageCustomer(running, {
    name: 'Bayo Adeleke',
    company: 'Adeleke Foods Ltd',
    documents: { proofOfAddress: pdfFile('bayo-utility-bill.pdf') },
  });
  await stageCustomer(running, {
    name: 'Lagos Supplies',
    company: 'Lagos Supplies Ltd',
    payments: manyPayments(21, 'Lagos'),
  });
  return { customer: ngozi.credentials, approvedPaymentId: approved.id, rejectedPaymentId: rejected.id };
}

async function signIn(tab: Page, running: PortalWithMail, role: Role, scene: Scene) {
  const url = running.portal.url;
  if (role === 'newCustomer') await signInWithApi(tab, url, await createVerifiedCustomer(url, running.mail));
  if (role === 'customer') await signInWithApi(tab, url, scene.customer);
  if (role === 'admin') await signInWithApi(tab, url, running.admin);
}

async function takeAll(browser: Browser, running: PortalWithMail, scene: Scene): Promise<string[]> {
  const taken: string[] = [];
  for (const width of WIDTHS) {
    for (const role of ['visitor', 'newCustomer', 'customer', 'admin'] as const) {
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 812 : 900 } });
      const tab = await context.newPage();
      await signIn(tab, running, role, scene);
      const shots = SHOTS.filter(
        (shot) => shot.role === role && (shot.widths ?? WIDTHS).some((allowed) => allowed === width),
      );
      for (const shot of shots) {
        await shot.show(tab, running.portal.url, scene);
        // From the top: scrolled, the sticky navbar would be drawn midway down a full-page image.
        await tab.evaluate(() => window.scrollTo(0, 0));
        const file = path.join(OUT_DIR, `${shot.name}-${width}px.png`);
        await tab.screenshot({ path: file, fullPage: !shot.viewportOnly, animations: 'disabled' });
        taken.push(file);
      }
      await context.close();
    }
  }
  return taken;
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const old of readdirSync(OUT_DIR).filter((file) => file.endsWith('.png'))) {
    rmSync(path.join(OUT_DIR, old));
  }
  const started = Date.now();
  const running = await startPortalWithMail();
  const browser = await launchBrowser();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`screenshots took longer than ${TIME_LIMIT_MS / 1000} s`)),
        TIME_LIMIT_MS,
      );
    });
    const work = stageScene(running).then((scene) => takeAll(browser, running, scene));
    // After a time-out the work fails as the browser closes; that is already reported.
    work.catch(() => undefined);
    const taken = await Promise.race([work, timedOut]);
    for (const file of taken) console.log(path.relative(REPO_DIR, file));
    console.log(`${taken.length} screenshots in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    clearTimeout(timer);
    await browser.close();
    await running.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
