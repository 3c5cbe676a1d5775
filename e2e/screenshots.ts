import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  createVerifiedCustomer,
  launchBrowser,
  REPO_DIR,
  signInWithApi,
  startPortalWithMail,
  uniqueEmail,
  type PortalWithMail,
} from './support';

/**
 * `npm run screenshots` (issue 6, item 7): the whole product in a minute. Starts the
 * built portal, takes a full-page PNG of every page and modal, signed out, as a
 * customer and as an admin, 375 and 1280 px wide, into e2e/screenshots/ (git
 * ignores it), prints the list and exits. The builds must exist (`npm run build`).
 */
const OUT_DIR = path.join(__dirname, 'screenshots');
const WIDTHS = [375, 1280] as const;
/** The whole run stops here, whatever hangs: a screenshot script must not. */
const TIME_LIMIT_MS = 4 * 60_000;

type Role = 'visitor' | 'customer' | 'admin';

interface Shot {
  name: string;
  role: Role;
  /** A modal is photographed as the screen shows it: its backdrop covers the screen, not the page. */
  viewportOnly?: boolean;
  /** Only at these widths (the phone menu exists only on a phone); all by default. */
  widths?: readonly number[];
  /** Brings the page into the state to photograph. */
  show: (page: Page, url: string) => Promise<void>;
}

async function visit(page: Page, url: string, heading?: string | RegExp) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
}

/** Opens a modal from the navbar, unfolding the phone menu first when it is folded. */
async function openFromNavbar(page: Page, url: string, button: 'Log In' | 'Get Started') {
  await visit(page, `${url}/`);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: button }).click();
}

/** A page as it first shows. */
const pageShot = (name: string, role: Role, pathname: string, heading?: string | RegExp): Shot => ({
  name,
  role,
  show: (tab, url) => visit(tab, `${url}${pathname}`, heading),
});

const SHOTS: Shot[] = [
  pageShot('public-home', 'visitor', '/'),
  pageShot('public-about', 'visitor', '/about'),
  pageShot('public-contact', 'visitor', '/contact'),
  pageShot('public-reset-password', 'visitor', '/reset-password?token=example'),
  pageShot('public-reset-password-no-token', 'visitor', '/reset-password'),
  {
    name: 'public-navbar-menu',
    role: 'visitor',
    widths: [375],
    show: async (tab, url) => {
      await visit(tab, `${url}/`);
      const toggle = tab.getByRole('button', { name: 'Open menu' });
      if (await toggle.isVisible()) await toggle.click();
    },
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
      await signup.getByLabel('Full Name').fill('Ngozi Eze');
      await signup.getByLabel('Email').fill(uniqueEmail('screenshot'));
      await signup.getByLabel('Password', { exact: true }).fill('Screen-Shot-1');
      await signup.getByLabel('Confirm Password').fill('Screen-Shot-1');
      await signup.getByRole('button', { name: 'Sign Up' }).click();
      await tab.getByRole('dialog', { name: 'Email Verification' }).waitFor();
    },
  },
  pageShot('customer-user-dashboard', 'customer', '/user-dashboard'),
  pageShot('customer-transactions', 'customer', '/dashboard/transactions'),
  {
    name: 'customer-currency-converter-result',
    role: 'customer',
    show: async (tab, url) => {
      await visit(tab, `${url}/dashboard/currency-converter`);
      const form = tab.getByRole('form', { name: 'Currency converter' });
      await form.getByLabel('Amount').fill('2500');
      await form.getByLabel('To').selectOption('NGN');
      await form.getByRole('button', { name: 'Convert' }).click();
      await tab.getByText(/^Exchange rate: 1 USD = /).waitFor();
    },
  },
  pageShot('customer-profile', 'customer', '/dashboard/profile'),
  pageShot('customer-documents', 'customer', '/dashboard/documents'),
  pageShot('customer-payments', 'customer', '/dashboard/payments'),
  pageShot('admin-dashboard', 'admin', '/admin-dashboard'),
  pageShot('admin-pending-registrations', 'admin', '/admin/pending-registrations'),
  pageShot('admin-document-approvals', 'admin', '/admin/document-approvals'),
  pageShot('admin-payment-requests', 'admin', '/admin/payment-requests'),
  pageShot('admin-bank-account', 'admin', '/admin/bank-account'),
  {
    name: 'admin-bank-account-editing',
    role: 'admin',
    show: async (tab, url) => {
      await visit(tab, `${url}/admin/bank-account`);
      for (const section of ['Receiving Bank Account', 'Wallet Settings']) {
        await tab.getByRole('region', { name: section }).getByRole('button', { name: 'Edit' }).click();
      }
    },
  },
];

async function signIn(tab: Page, running: PortalWithMail, role: Role) {
  const url = running.portal.url;
  if (role === 'customer') await signInWithApi(tab, url, await createVerifiedCustomer(url, running.mail));
  if (role === 'admin') await signInWithApi(tab, url, running.admin);
}

async function takeAll(browser: Browser, running: PortalWithMail): Promise<string[]> {
  const taken: string[] = [];
  for (const width of WIDTHS) {
    for (const role of ['visitor', 'customer', 'admin'] as const) {
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 812 : 900 } });
      const tab = await context.newPage();
      await signIn(tab, running, role);
      const shots = SHOTS.filter(
        (shot) => shot.role === role && (shot.widths ?? WIDTHS).some((allowed) => allowed === width),
      );
      for (const shot of shots) {
        await shot.show(tab, running.portal.url);
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
    const work = takeAll(browser, running);
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
