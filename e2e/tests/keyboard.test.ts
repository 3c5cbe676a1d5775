import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { REVIEW_MESSAGES } from '@portal/contracts/review';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  createVerifiedCustomer,
  extractCode,
  isVerificationMail,
  signInWithApi,
  uniqueEmail,
  type Credentials,
} from '../testing';
import { menuButton, navbarButton } from '../testing/navigation';
import { stageCustomer } from '../testing/stage';
import { setStaffRates } from '../testing/staff';
import { portalSuite } from '../testing/suite';

/**
 * Issue 6, item 6: the portal works from the keyboard alone. These tests never
 * click: they press and type keys, and check where focus is and that it shows.
 */
const DESKTOP = { width: 1280, height: 900 } as const;
const PHONE = { width: 375, height: 812 } as const;

/** Enough Tab presses to cross the longest page the portal has. */
const MAX_TAB_STOPS = 80;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Whether `target` has focus once the page settles: a prerendered page (D41) is swapped
 * for the live one a moment after it shows, carrying focus across, so the check waits
 * up to a second for that swap instead of reading the control it replaced.
 */
async function settlesFocusOn(target: Locator): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (await isFocused(target).catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** The focused element in a few words, for failure messages. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'nothing (the document body)';
    const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40);
    return `<${active.tagName.toLowerCase()}> "${name}"`;
  });

/**
 * Fails unless the focused element draws a focus indicator: an outline or a
 * box-shadow (the portal's ring) that is not 'none'.
 */
async function assertFocusVisible(page: Page) {
  const style = await page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const computed = getComputedStyle(active);
    return {
      outline: computed.outlineStyle,
      outlineWidth: computed.outlineWidth,
      shadow: computed.boxShadow,
    };
  });
  assert.ok(style, 'nothing has focus');
  const outlined = style.outline !== 'none' && style.outlineWidth !== '0px';
  assert.ok(
    outlined || style.shadow !== 'none',
    `${await describeFocus(page)} has focus but shows no focus indicator (outline ${style.outline}, box-shadow ${style.shadow})`,
  );
}

/** Presses Tab (or Shift+Tab) once and fails unless `target` then has focus, visibly. */
async function tabOnceTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await page.keyboard.press(key);
  assert.ok(
    await settlesFocusOn(target),
    `${key} should focus ${target.toString()}, but focused ${await describeFocus(page)}`,
  );
  await assertFocusVisible(page);
}

/** Presses Tab until `target` has focus, checking that every stop on the way shows its focus. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < MAX_TAB_STOPS; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) {
      await assertFocusVisible(page);
      return;
    }
    if (await page.evaluate(() => document.activeElement !== document.body)) await assertFocusVisible(page);
  }
  assert.fail(`${MAX_TAB_STOPS} Tab presses did not reach ${target.toString()}`);
}

async function assertFocused(page: Page, target: Locator, when: string) {
  assert.ok(
    await settlesFocusOn(target),
    `${when}: expected focus on ${target.toString()}, found ${await describeFocus(page)}`,
  );
}

/** The navbar's buttons; on a phone they sit in the menu, which is opened from the keyboard first. */
async function tabToNavbarButton(page: Page, name: 'Log In' | 'Get Started') {
  const toggle = menuButton(page);
  if (await toggle.isVisible()) {
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
  }
  const button = navbarButton(page, name);
  await tabTo(page, button);
  return button;
}

async function signInWithKeyboard(
  page: Page,
  url: string,
  credentials: Pick<Credentials, 'email' | 'password'>,
) {
  await page.goto(`${url}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await tabToNavbarButton(page, 'Log In');
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'Log In' });
  await login.waitFor();
  await assertFocused(page, login.getByLabel('Email'), 'the Log In modal opened');
  await page.keyboard.type(credentials.email);
  await tabOnceTo(page, login.getByLabel('Password', { exact: true }));
  await page.keyboard.type(credentials.password);
  await page.keyboard.press('Enter');
}

describe('keyboard alone', () => {
  const suite = portalSuite();
  let context: BrowserContext | undefined;
  let url: string;

  before(async () => {
    url = suite.running.portal.url;
  });

  /** A fresh, signed-out tab for each test. */
  async function newPage(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
    await context?.close();
    context = await suite.browser.newContext({ viewport });
    return context.newPage();
  }

  it('signs up from the navbar, verifies with the e-mailed code and signs in to /user-dashboard', async () => {
    const page = await newPage();
    const email = uniqueEmail('keyboard');
    const password = 'Keyboard-Pass-1';
    await page.goto(`${url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await tabToNavbarButton(page, 'Get Started');
    await page.keyboard.press('Enter');
    const signup = page.getByRole('dialog', { name: 'Sign Up' });
    await signup.waitFor();
    await assertFocused(page, signup.getByLabel('Full Name'), 'the Sign Up modal opened');
    await page.keyboard.type('Kemi Adeyemi');
    await tabOnceTo(page, signup.getByLabel('Email'));
    await page.keyboard.type(email);
    await tabOnceTo(page, signup.getByLabel('Password', { exact: true }));
    await page.keyboard.type(password);
    await tabOnceTo(page, signup.getByLabel('Confirm Password'));
    await page.keyboard.type(password);
    await tabOnceTo(page, signup.getByRole('button', { name: 'Sign Up' }));
    await page.keyboard.press('Enter');

    const verify = page.getByRole('dialog', { name: 'Email Verification' });
    await verify.waitFor();
    await assertFocused(page, verify.getByLabel('Verification Code'), 'the Email Verification modal opened');
    const code = extractCode(await suite.running.mail.waitFor(isVerificationMail(email)));
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');

    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.waitFor();
    const emailField = login.getByLabel('Email');
    await assertFocused(page, emailField, 'the Log In modal opened after verifying');
    assert.equal(await emailField.inputValue(), email);
    await tabOnceTo(page, login.getByLabel('Password', { exact: true }));
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');

    await page.waitForURL(`${url}/user-dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Kemi Adeyemi' }).waitFor();
  });

  it('submits a payment on /dashboard/payments, starting from the skip link', async () => {
    const page = await newPage();
    // A business staff approved (D37), paying at the naira rates staff set (D30).
    const customer = await stageCustomer(suite.running, { name: 'Ada Okafor', approved: true });
    await setStaffRates(suite.running);
    await signInWithApi(page, url, customer.credentials);
    await page.goto(`${url}/dashboard/payments`);
    const form = page.getByRole('form', { name: 'Payment request' });
    await form.waitFor();

    await tabOnceTo(page, page.getByRole('link', { name: 'Skip to content' }));
    await page.keyboard.press('Enter');
    // Who is paid: a new beneficiary (the checked choice is the group's one stop), in Germany.
    await tabOnceTo(page, form.getByRole('radio', { name: 'New beneficiary' }));
    await tabOnceTo(page, form.getByLabel('Beneficiary name'));
    await page.keyboard.type('Hamburg Machinery GmbH');
    const country = form.getByLabel('Country', { exact: true });
    await tabOnceTo(page, country);
    await page.keyboard.type('Germany');
    assert.equal(await country.inputValue(), 'DE');
    await tabOnceTo(page, form.getByLabel('Email (optional)'));
    await tabOnceTo(page, form.getByLabel('Address'));
    await page.keyboard.type('Große Elbstraße 1, 22767 Hamburg');
    await tabOnceTo(page, form.getByLabel('Bank name'));
    await page.keyboard.type('Deutsche Bank');
    await tabOnceTo(page, form.getByLabel('IBAN'));
    await page.keyboard.type('DE89370400440532013000');
    await tabOnceTo(page, form.getByLabel('SWIFT/BIC'));
    await page.keyboard.type('DEUTDEFF');
    await tabOnceTo(page, form.getByLabel('Foreign Amount'));
    await page.keyboard.type('250');
    const currency = form.getByLabel('Foreign Currency');
    await tabOnceTo(page, currency);
    await page.keyboard.press('ArrowDown'); // USD → EUR
    assert.equal(await currency.inputValue(), 'EUR');
    // The server's EUR rate, 250 × 483.
    await form.getByTestId('local-amount').filter({ hasText: '₦120,750.00' }).waitFor();
    const purpose = form.getByLabel('Purpose of payment');
    await tabOnceTo(page, purpose);
    await page.keyboard.type('Services');
    assert.equal(await purpose.inputValue(), 'services');
    await tabOnceTo(page, form.getByLabel('Invoice (optional)'));
    await tabOnceTo(page, form.getByRole('button', { name: 'Review payment' }));
    await page.keyboard.press('Enter');

    // The review step (the server's quote) takes focus from the form it hides.
    const review = page.getByRole('region', { name: 'Review your payment' });
    // D47: the naira total (no fee here) is a line of its own, beside the converted amount.
    await review
      .locator('.summary-line')
      .filter({ has: page.locator('dt', { hasText: 'Naira total' }) })
      .getByText('₦120,750.00')
      .waitFor();
    await assertFocused(page, review.getByRole('heading'), 'the review step opened');
    await tabTo(page, review.getByRole('button', { name: 'Submit Payment Request' }));
    await page.keyboard.press('Enter');

    const pending = page.getByRole('region', { name: 'Awaiting VendorBridge review' });
    await pending.waitFor();
    await pending.getByText('Your payment request to Hamburg Machinery GmbH').waitFor();
    await pending.getByText('AWAITING VENDORBRIDGE REVIEW', { exact: true }).waitFor();
    const reference = (await pending.getByTestId('payment-reference').textContent()) ?? '';
    // The review is gone; focus follows the customer to the news instead of falling to the page.
    await assertFocused(page, pending.getByRole('heading'), 'the payment was submitted');
    // It stays until the customer asks for a new request: the empty form, focus in it.
    await tabTo(page, pending.getByRole('button', { name: 'New payment request' }));
    await page.keyboard.press('Enter');
    await pending.waitFor({ state: 'detached' });
    await assertFocused(
      page,
      form.getByRole('radio', { name: 'Pay a saved beneficiary' }),
      'the form came back',
    );
    assert.equal(await form.getByLabel('Beneficiary name').inputValue(), '');

    // The request is on the server: the history lists it, pending.
    await page.goto(`${url}/dashboard/transactions`);
    const row = page
      .getByRole('table', { name: 'Transaction History' })
      .getByRole('row')
      .filter({ hasText: reference });
    await row.getByText('AWAITING VENDORBRIDGE REVIEW', { exact: true }).waitFor();
  });

  it('signs in as an admin and decides payment requests through the dialog', async () => {
    // Two requests of a customer's, made through the API: the newest are listed first.
    const customer = await stageCustomer(suite.running, {
      name: 'Tunde Bakare',
      company: 'Bakare Motors Ltd',
      payments: [
        { request: { recipientCompany: 'Keyboard Rejected GmbH' } },
        { request: { recipientCompany: 'Keyboard Approved GmbH' } },
      ],
    });
    const [toReject, toApprove] = customer.payments;
    assert.ok(toReject && toApprove);
    const page = await newPage();
    const cardOf = (payment: typeof toReject) =>
      page.getByRole('article', { name: `${payment.reference}: Payment to ${payment.recipientCompany}` });

    await signInWithKeyboard(page, url, suite.running.admin);
    await page.waitForURL(`${url}/admin-dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

    const sidebar = page.getByRole('navigation', { name: 'Admin Portal' });
    await tabTo(page, sidebar.getByRole('link', { name: 'Payment Requests' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Payment Requests' }).waitFor();
    await cardOf(toApprove).waitFor();

    // Approve opens the confirmation, starting on Cancel; Escape closes it and gives focus back.
    const approve = cardOf(toApprove).getByRole('button', { name: 'Approve', exact: true });
    await tabTo(page, approve);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Approve payment request?' });
    await confirm.waitFor();
    await assertFocused(page, confirm.getByRole('button', { name: 'Cancel' }), 'the approval dialog opened');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await assertFocused(page, approve, 'the approval dialog closed on Escape');
    await cardOf(toApprove).getByText('AWAITING VENDORBRIDGE REVIEW', { exact: true }).waitFor();

    await page.keyboard.press('Enter');
    await confirm.waitFor();
    await tabOnceTo(page, confirm.getByRole('button', { name: 'Approve', exact: true }));
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await cardOf(toApprove).waitFor({ state: 'detached' });
    const approved = page.getByRole('status').filter({ hasText: `Payment request ${toApprove.reference}` });
    await approved.waitFor();
    // The pressed button went with the decision; focus moved to the notice, not to the page.
    assert.ok(
      await approved.evaluate((element) => element.parentElement?.contains(document.activeElement) ?? false),
      `focus should be on the decision notice, found ${await describeFocus(page)}`,
    );

    // Reject starts in the reason, which is required; the reason goes with the decision.
    await tabTo(page, cardOf(toReject).getByRole('button', { name: 'Reject', exact: true }));
    await page.keyboard.press('Enter');
    const reject = page.getByRole('dialog', { name: 'Reject payment request?' });
    const reason = reject.getByRole('textbox', { name: 'Reason for rejection' });
    await assertFocused(page, reason, 'the rejection dialog opened');
    await tabOnceTo(page, reject.getByRole('button', { name: 'Cancel' }));
    await tabOnceTo(page, reject.getByRole('button', { name: 'Reject', exact: true }));
    await page.keyboard.press('Enter');
    await reject.getByText(REVIEW_MESSAGES.reasonRequired).waitFor();
    await assertFocused(page, reason, 'the rejection was refused without a reason');
    await page.keyboard.type('The invoice is not signed.');
    await tabOnceTo(page, reject.getByRole('button', { name: 'Cancel' }));
    await tabOnceTo(page, reject.getByRole('button', { name: 'Reject', exact: true }));
    await page.keyboard.press('Enter');
    await reject.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: `Payment request ${toReject.reference}` })
      .waitFor();
    const stored = await customer.api.call<{ payment: { status: string; reason: string | null } }>(
      'GET',
      `/payments/${toReject.id}`,
    );
    assert.equal(stored.payment.status, 'rejected');
    assert.equal(stored.payment.reason, 'The invoice is not signed.');
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`keeps focus inside an open dialog and gives it back on Escape, ${viewport.width} px wide`, async () => {
      const page = await newPage(viewport);
      await page.goto(`${url}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // On a phone the Log In button is in the menu, which closes as the dialog opens:
      // focus comes back to the Menu button, the control still on screen.
      const onPhone = await menuButton(page).isVisible();
      const opener = await tabToNavbarButton(page, 'Log In');
      const returnsTo = onPhone ? menuButton(page) : opener;
      await page.keyboard.press('Enter');
      const login = page.getByRole('dialog', { name: 'Log In' });
      await login.waitFor();

      const close = login.getByRole('button', { name: 'Close' });
      const last = login.getByRole('button', { name: 'Sign up' });
      await tabTo(page, last);
      await tabOnceTo(page, close);
      await tabOnceTo(page, last, 'Shift+Tab');
      // Round the dialog twice: focus never leaves it.
      for (let presses = 0; presses < 12; presses += 1) {
        await page.keyboard.press('Tab');
        assert.ok(
          await login.evaluate((dialog) => dialog.contains(document.activeElement)),
          `Tab ${presses + 1} left the dialog for ${await describeFocus(page)}`,
        );
        await assertFocusVisible(page);
      }

      await page.keyboard.press('Escape');
      await login.waitFor({ state: 'detached' });
      await assertFocused(page, returnsTo, 'the dialog closed on Escape');
      await assertFocusVisible(page);
    });
  }

  for (const target of [
    { path: '/', signedIn: 'nobody' },
    { path: '/dashboard/profile', signedIn: 'customer' },
    { path: '/admin/bank-account', signedIn: 'admin' },
  ] as const) {
    it(`shows a focus indicator on every control of ${target.path}`, async () => {
      const page = await newPage();
      if (target.signedIn === 'customer')
        await signInWithApi(page, url, await createVerifiedCustomer(url, suite.running.mail));
      if (target.signedIn === 'admin') await signInWithApi(page, url, suite.running.admin);
      await page.goto(`${url}${target.path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();

      let stops = 0;
      for (; stops < MAX_TAB_STOPS; stops += 1) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement === document.body)) break; // past the last control
        await assertFocusVisible(page);
      }
      assert.ok(stops > 5, `only ${stops} controls were reached by Tab on ${target.path}`);
    });
  }

  it('skips the navbar to the main content on /about, as the first Tab stop', async () => {
    const page = await newPage(PHONE);
    await page.goto(`${url}/about`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await tabOnceTo(page, skip);
    const box = await skip.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= PHONE.height, 'the focused skip link is on screen');
    await page.keyboard.press('Enter');
    await assertFocused(page, page.getByRole('main'), 'the skip link was followed');
    assert.equal(new URL(page.url()).pathname, '/about');
  });
});
