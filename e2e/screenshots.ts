import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { rewriteHistory } from '@portal/server/testing';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  ADMIN_CREDENTIALS,
  type Credentials,
  launchBrowser,
  REPO_DIR,
  signInWithApi,
  startMailCapture,
  startPortal,
  type PortalWithMail,
} from './testing';
import { COLLECTION_ACCOUNT, COMO_VENDOR } from './testing/lagosImporter';
import { clickNavbarButton, unfoldMenu } from './testing/navigation';
import { choosePurpose, fillNewBeneficiary } from './testing/paymentForm';
import { openInApp } from './testing/inAppNavigation';
import {
  JOURNEY_STATES,
  ONBOARDING_STATES,
  stageScene,
  type OnboardingState,
  type Scene,
} from './testing/screenshotScene';

/**
 * `npm run screenshots` (issue 6, item 7; issue 23): the whole product in a few minutes.
 * Starts the built portal, stages a scene through the API (customers in every onboarding
 * state, a customer whose payment requests stand in every journey state, a team, a
 * beneficiary; the receiving account, wallet and rates set; a staff invitation), takes a
 * full-page PNG of every page and modal, signed out, as a customer in each onboarding
 * state (nothing submitted, documents missing, under review, rejected, approved) and as
 * an admin, 375 and 1280 px wide, into e2e/screenshots/ (git ignores it) or SCREENSHOTS_DIR,
 * prints the list and exits. Everything shown was made on this server by this script, as a
 * Lagos importer's fortnight (testing/screenshotScene.ts); the portal is then stopped, the
 * rows are dated to the days of that story in one consistent rewrite (rewriteHistory: a seed
 * of history, as a migration of real data would be) and the portal started again on them
 * before the shots. Pages are seen as a Lagos user's browser shows them (en-GB, Africa/Lagos).
 * The builds must exist (`npm run build`).
 */
const OUT_DIR = process.env.SCREENSHOTS_DIR
  ? path.resolve(process.env.SCREENSHOTS_DIR)
  : path.join(__dirname, 'screenshots');
/** How a Lagos user's browser reads and writes dates (DD/MM/YYYY) and its clock. */
const LAGOS_BROWSER = { locale: 'en-GB', timezoneId: 'Africa/Lagos' } as const;
const WIDTHS = [375, 1280] as const;
/** The whole run stops here, whatever hangs: a screenshot script must not. */
const TIME_LIMIT_MS = 12 * 60_000;

/** Who looks: signed out, a customer in one onboarding state, an approved customer, an admin. */
type Role = 'visitor' | OnboardingState | 'customer' | 'admin';

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

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Until no loading placeholder is on the page: "networkidle" came before a list drew its rows
 * (admin-document-approvals-all was taken as grey placeholders, shots8). Bounded: a page that
 * keeps one is photographed as it is.
 */
async function waitForPlaceholdersGone(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('.skeleton, .skeleton-line, .skeleton-block'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

async function visit(page: Page, url: string, heading?: string | RegExp, loaded?: string) {
  // Through the router after the first load: a page load spends one of the session's ten
  // token refreshes a minute, and a role's run of shots would be signed out midway.
  const target = new URL(url);
  // The same address again (another state of one form) is loaded afresh: the router would keep the form's state.
  if (page.url() === url) await page.reload();
  else await openInApp(page, target.origin, `${target.pathname}${target.search}`);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  // What the page read from the server is on screen, not its loading line. A text the
  // page no longer says (the wording moved on) is waited for briefly, not failed on.
  await page.waitForLoadState('networkidle');
  await waitForPlaceholdersGone(page);
  if (loaded)
    await page
      .getByText(loaded)
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
}

/** A payment to a new Italian vendor filled in and taken to its review step (the server's quote); resolves to the review. */
async function reviewComoPayment(page: Page, url: string): Promise<Locator> {
  await visit(page, `${url}/dashboard/payments`, undefined, 'Exchange rate used');
  const form = page.getByRole('form', { name: 'Payment request' });
  await fillNewBeneficiary(form, COMO_VENDOR);
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

/**
 * SCREENSHOTS_ONLY=public-contact,customer-team takes only the shots whose names start with one
 * of these (the pages a change touched); unset, every shot.
 */
const ONLY = (process.env.SCREENSHOTS_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const wanted = (shot: Shot) => ONLY.length === 0 || ONLY.some((prefix) => shot.name.startsWith(prefix));

const SHOTS: Shot[] = [
  pageShot('public-home', 'visitor', '/'),
  pageShot('public-about', 'visitor', '/about'),
  pageShot('public-contact', 'visitor', '/contact'),
  pageShot('public-reset-password', 'visitor', '/reset-password?token=example'),
  pageShot('public-reset-password-no-token', 'visitor', '/reset-password'),
  menuShot('public-navbar-menu', 'visitor', '/'),
  // D42: a paid receipt's code checked by anyone, and a code no receipt carries.
  {
    name: 'public-verify-receipt',
    role: 'visitor',
    show: async (tab, url, scene) => {
      await visit(tab, `${url}/verify/${scene.receiptCode}`);
      await tab.getByText('Signature valid').waitFor();
    },
  },
  pageShot('public-verify-unknown-code', 'visitor', '/verify/k4q7m2x5z5w3r6t6y2p4n7c5vb'),
  // D43: the vendor's page for its bank details, open, and once the vendor answered.
  {
    name: 'public-vendor-details-live',
    role: 'visitor',
    show: (tab, url, scene) =>
      visit(tab, `${url}${scene.vendorLinks.live}`, 'Bank details for Eze Imports Ltd'),
  },
  {
    name: 'public-vendor-details-used',
    role: 'visitor',
    show: (tab, url, scene) => visit(tab, `${url}${scene.vendorLinks.used}`, 'This link no longer works'),
  },
  // D34 and D35: the pages an invitation's e-mail opens, for the team and for the staff.
  {
    name: 'public-team-invitation',
    role: 'visitor',
    show: (tab, url, scene) => visit(tab, `${url}${scene.invitationLinks.team}`),
  },
  {
    name: 'public-staff-invitation',
    role: 'visitor',
    show: (tab, url, scene) => visit(tab, `${url}${scene.invitationLinks.staff}`),
  },
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
      // A newcomer at each width (an address signs up once).
      const phone = (tab.viewportSize()?.width ?? 0) < 800;
      await signup.getByLabel('Full Name').fill(phone ? 'Chinedu Okafor' : 'Amaka Nnaji');
      await signup
        .getByLabel('Email')
        .fill(phone ? 'chinedu.okafor@okafortrading.ng' : 'amaka.nnaji@nnajifoods.ng');
      await signup.getByLabel('Password', { exact: true }).fill('Screen-Shot-1');
      await signup.getByLabel('Confirm Password').fill('Screen-Shot-1');
      await signup.getByRole('button', { name: 'Sign Up' }).click();
      await tab.getByRole('dialog', { name: 'Email Verification' }).waitFor();
    },
  },
  // Issue 23 point 2: each onboarding state's pages, where they tell the one next step.
  ...ONBOARDING_STATES.flatMap((state) => [
    pageShot(`${kebab(state)}-user-dashboard`, state, '/user-dashboard'),
    pageShot(`${kebab(state)}-documents`, state, '/dashboard/documents'),
    pageShot(`${kebab(state)}-profile`, state, '/dashboard/profile'),
    // Not approved yet (D37): the payment page says why and links to what is left to do.
    pageShot(`${kebab(state)}-payments-not-approved`, state, '/dashboard/payments'),
    pageShot(`${kebab(state)}-transactions`, state, '/dashboard/transactions'),
  ]),
  pageShot('customer-user-dashboard', 'customer', '/user-dashboard'),
  menuShot('customer-menu', 'customer', '/dashboard/transactions'),
  pageShot('customer-transactions', 'customer', '/dashboard/transactions'),
  // Issue 20 and 21: a request's page in each state of its journey.
  ...JOURNEY_STATES.map((state): Shot => ({
    name: `customer-payment-${kebab(state)}`,
    role: 'customer',
    show: (tab, url, scene) => visit(tab, `${url}/dashboard/payments/${scene.payments[state]}`),
  })),
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
  pageShot('customer-profile', 'customer', '/dashboard/profile'),
  pageShot('customer-documents', 'customer', '/dashboard/documents'),
  pageShot('customer-beneficiaries', 'customer', '/dashboard/beneficiaries'),
  pageShot('customer-team', 'customer', '/dashboard/team'),
  pageShot('customer-security', 'customer', '/dashboard/security'),
  // The owner's API keys and webhooks (new in the sidebar after Security).
  pageShot('customer-developers', 'customer', '/dashboard/developers'),
  pageShot('customer-bulk-payment', 'customer', '/dashboard/bulk-payments'),
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
      // A filled-in but malformed SWIFT/BIC: the summary asks to correct, not to fill in.
      await tab.getByRole('alert').filter({ hasText: 'Please correct the fields marked above' }).waitFor();
    },
  },
  {
    name: 'customer-payments-review',
    role: 'customer',
    show: async (tab, url) => {
      await reviewComoPayment(tab, url);
    },
  },
  {
    name: 'customer-payments-submitted',
    role: 'customer',
    show: async (tab, url) => {
      const review = await reviewComoPayment(tab, url);
      await review.getByRole('button', { name: 'Submit Payment Request' }).click();
      await tab.getByRole('region', { name: 'Awaiting VendorBridge review' }).waitFor();
    },
  },
  pageShot('admin-dashboard', 'admin', '/admin-dashboard', 'Recent Activity'),
  menuShot('admin-menu', 'admin', '/admin/payment-requests', 'Load more'),
  pageShot('admin-pending-registrations', 'admin', '/admin/pending-registrations', 'Bayo Adeleke'),
  {
    name: 'admin-registration-detail',
    role: 'admin',
    show: (tab, url, scene) => visit(tab, `${url}/admin/registrations/${scene.registrationUnderReview}`),
  },
  {
    name: 'admin-document-approvals-all',
    role: 'admin',
    show: async (tab, url) => {
      await visit(tab, `${url}/admin/document-approvals`, undefined, 'Adeleke Foods Ltd');
      await tab.getByLabel('Status', { exact: true }).selectOption('all');
      await tab.waitForLoadState('networkidle');
      await waitForPlaceholdersGone(tab);
    },
  },
  pageShot('admin-payment-requests', 'admin', '/admin/payment-requests', 'Load more'),
  // Payments held by a likely sanctions match (after Payment Requests in the navigation).
  pageShot('admin-screening', 'admin', '/admin/screening'),
  {
    name: 'admin-payment-request-detail',
    role: 'admin',
    show: (tab, url, scene) => visit(tab, `${url}/admin/payment-requests/${scene.payments.fundingReported}`),
  },
  // Issue 31 point 7: a pending request is decided from its own page.
  {
    name: 'admin-payment-request-pending-detail',
    role: 'admin',
    show: (tab, url, scene) => visit(tab, `${url}/admin/payment-requests/${scene.payments.pending}`),
  },
  pageShot('admin-audit-log', 'admin', '/admin/audit'),
  pageShot('admin-staff', 'admin', '/admin/staff'),
  pageShot('admin-security', 'admin', '/admin/security'),
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
  pageShot('admin-bank-account', 'admin', '/admin/bank-account', COLLECTION_ACCOUNT.accountNumber),
  {
    name: 'admin-bank-account-editing',
    role: 'admin',
    show: async (tab, url) => {
      await visit(tab, `${url}/admin/bank-account`, undefined, COLLECTION_ACCOUNT.accountNumber);
      for (const section of ['Receiving Bank Account', 'Wallet Settings']) {
        await tab.getByRole('region', { name: section }).getByRole('button', { name: 'Edit' }).click();
      }
    },
  },
];

const ROLES: readonly Role[] = ['visitor', ...ONBOARDING_STATES, 'customer', 'admin'];

async function signIn(tab: Page, running: PortalWithMail, role: Role, scene: Scene) {
  const url = running.portal.url;
  if (role === 'visitor') return;
  if (role === 'customer') await signInWithApi(tab, url, scene.customer);
  else if (role === 'admin') await signInWithApi(tab, url, running.admin);
  else await signInWithApi(tab, url, scene.onboarding[role]);
}

async function takeAll(
  browser: Browser,
  running: PortalWithMail,
  scene: Scene,
  failed: string[],
): Promise<string[]> {
  const taken: string[] = [];
  for (const width of WIDTHS) {
    for (const role of ROLES) {
      const context = await browser.newContext({
        ...LAGOS_BROWSER,
        viewport: { width, height: width < 800 ? 812 : 900 },
      });
      const tab = await context.newPage();
      await signIn(tab, running, role, scene);
      const shots = SHOTS.filter(
        (shot) =>
          wanted(shot) && shot.role === role && (shot.widths ?? WIDTHS).some((allowed) => allowed === width),
      );
      if (shots.length === 0) {
        await context.close();
        continue;
      }
      for (const shot of shots) {
        try {
          await shot.show(tab, running.portal.url, scene);
        } catch (error) {
          // One screen that changed its wording does not cost the other pictures.
          failed.push(
            `${shot.name} at ${width}px: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          );
          continue;
        }
        // From the top: scrolled, the sticky navbar would be drawn midway down a full-page image.
        await tab.evaluate(() => window.scrollTo(0, 0));
        const file = path.join(OUT_DIR, `${shot.name}-${width}px.png`);
        await tab.screenshot({ path: file, fullPage: !shot.viewportOnly, animations: 'disabled' });
        taken.push(file);
        // What a shot opened (a dialog, the phone menu) is closed before the next page.
        await tab.keyboard.press('Escape');
        await tab.keyboard.press('Escape');
        // Escape closed the menu by keyboard, so the menu gave focus back to "Menu" with its
        // focus ring, and pages opened through the router kept it there: the next phone
        // shots showed a ring on "Menu" that no visitor's page has (shots8).
        await tab.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      }
      await context.close();
    }
  }
  return taken;
}

/**
 * The platform's admin in the pictures: an operations person with a name and an address at the
 * platform (issue 31 review item 5), not the browser tests' `admin@e2e.test` "Administrator".
 */
const SCREENSHOT_ADMIN = {
  name: 'Folake Adebayo',
  email: 'folake.adebayo@vendorbridge.ng',
  password: ADMIN_CREDENTIALS.password,
} as const satisfies Credentials;

/**
 * The built portal on `dataDir` with its e-mail captured: started, stopped and started again
 * on the same data (the history is dated while it is stopped: PGlite has one owner).
 */
async function portalOn(dataDir: string) {
  const mail = await startMailCapture();
  const env = {
    SMTP_URL: mail.url,
    ADMIN_EMAIL: SCREENSHOT_ADMIN.email,
    ADMIN_NAME: SCREENSHOT_ADMIN.name,
    ADMIN_PASSWORD: SCREENSHOT_ADMIN.password,
    DATA_DIR: dataDir,
  };
  const running: PortalWithMail = {
    portal: await startPortal(env),
    mail,
    admin: SCREENSHOT_ADMIN,
    stop: async () => {
      await running.portal.stop();
      await mail.stop();
    },
  };
  return {
    running,
    restart: async () => {
      await running.portal.stop();
      running.portal = await startPortal(env);
    },
  };
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const old of readdirSync(OUT_DIR).filter((file) => file.endsWith('.png'))) {
    rmSync(path.join(OUT_DIR, old));
  }
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-screenshots-'));
  const { running, restart } = await portalOn(dataDir);
  const browser = await launchBrowser();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`screenshots took longer than ${TIME_LIMIT_MS / 1000} s`)),
        TIME_LIMIT_MS,
      );
    });
    const failed: string[] = [];
    const work = (async () => {
      const scene = await stageScene(running);
      await running.portal.stop();
      await rewriteHistory(dataDir, scene.marks);
      await restart();
      return takeAll(browser, running, scene, failed);
    })();
    // After a time-out the work fails as the browser closes; that is already reported.
    work.catch(() => undefined);
    const taken = await Promise.race([work, timedOut]);
    for (const file of taken) console.log(path.relative(REPO_DIR, file));
    console.log(`${taken.length} screenshots in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    for (const failure of failed) console.error(`not taken: ${failure}`);
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    clearTimeout(timer);
    await browser.close();
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
