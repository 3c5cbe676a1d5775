import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { trackPageErrors } from '../testing';
import {
  createVerifiedCustomer,
  extractCode,
  extractResetLink,
  isResetMail,
  isVerificationMail,
  uniqueEmail,
} from '../testing/accounts';
import { portalSuite } from '../testing/suite';

/**
 * Issue 3's flows in real Chromium against the built portal, its e-mail going to an
 * SMTP capture: everything through the shell's modals, as a person would.
 */
describe('authentication end to end', () => {
  const suite = portalSuite();

  const url = (path: string) => `${suite.running.portal.url}${path}`;
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

  async function logInThroughModal(page: Page, email: string, password: string) {
    const login = dialog(page, 'Log In');
    await login.waitFor();
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Log In' }).click();
  }

  it('signs up, verifies with the e-mailed code, signs in to /user-dashboard with the banner, survives a reload and logs out', async () => {
    const page = await suite.browser.newPage();
    const errors = trackPageErrors(page);
    const email = uniqueEmail('signup');
    await page.goto(url('/'));

    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
    const signup = dialog(page, 'Sign Up');
    await signup.getByLabel('Full Name').fill('Chioma Eze');
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Password', { exact: true }).fill('Lagos-Import-9');
    await signup.getByLabel('Confirm Password').fill('Lagos-Import-9');
    await signup.getByRole('button', { name: 'Sign Up' }).click();

    const verify = dialog(page, 'Email Verification');
    await verify.getByText(email).waitFor();
    const code = extractCode(await suite.running.mail.waitFor(isVerificationMail(email)));
    await verify.getByLabel('Verification Code').fill(code);
    await verify.getByRole('button', { name: 'Verify' }).click();

    await logInThroughModal(page, email, 'Lagos-Import-9');
    await page.waitForURL(url('/user-dashboard'));
    await page.getByRole('banner').getByText('Welcome, Chioma Eze').waitFor();
    await page.getByText('Account Pending Approval').waitFor();

    await page.reload();
    await page.getByRole('banner').getByText('Welcome, Chioma Eze').waitFor();
    assert.equal(new URL(page.url()).pathname, '/user-dashboard');
    assert.equal(await page.evaluate(() => sessionStorage.getItem('isAuthenticated')), 'true');

    await page.getByRole('button', { name: 'Log Out' }).first().click();
    await page.waitForURL(url('/'));
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.length), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('signs the admin in to /admin-dashboard through the admin endpoint', async () => {
    const page = await suite.browser.newPage();
    const adminLogin = page.waitForRequest((request) => request.url().endsWith('/api/auth/admin/login'));
    await page.goto(url('/'));
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    await logInThroughModal(page, suite.running.admin.email, suite.running.admin.password);
    await adminLogin;
    await page.waitForURL(url('/admin-dashboard'));
    await page.getByRole('navigation', { name: 'Admin Portal' }).waitFor();
    await page.close();
  });

  it('sends each role to its own dashboard when it opens the other one', async () => {
    const customer = await createVerifiedCustomer(suite.running.portal.url, suite.running.mail);
    const page = await suite.browser.newPage();
    await page.goto(url('/login'));
    await logInThroughModal(page, customer.email, customer.password);
    await page.waitForURL(url('/user-dashboard'));
    await page.goto(url('/admin/payment-requests'));
    await page.waitForURL(url('/user-dashboard'));
    await page.close();

    const adminPage = await suite.browser.newPage();
    await adminPage.goto(url('/login'));
    await logInThroughModal(adminPage, suite.running.admin.email, suite.running.admin.password);
    await adminPage.waitForURL(url('/admin-dashboard'));
    await adminPage.goto(url('/dashboard/payments'));
    await adminPage.waitForURL(url('/admin-dashboard'));
    await adminPage.close();
  });

  it('brings a visitor of a guarded page back to it after signing in (D1)', async () => {
    const customer = await createVerifiedCustomer(suite.running.portal.url, suite.running.mail);
    const page = await suite.browser.newPage();
    await page.goto(url('/dashboard/currency-converter'));
    await page.waitForURL(url('/'));
    await logInThroughModal(page, customer.email, customer.password);
    await page.waitForURL(url('/dashboard/currency-converter'));
    await page.getByRole('heading', { level: 1, name: 'Currency Converter' }).waitFor();
    await page.close();
  });

  it('resets a forgotten password through the e-mailed link; the new password works and the old does not', async () => {
    const customer = await createVerifiedCustomer(suite.running.portal.url, suite.running.mail);
    const page = await suite.browser.newPage();
    await page.goto(url('/login'));
    await dialog(page, 'Log In').getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = dialog(page, 'Reset Password');
    await forgot.getByLabel('Email').fill(customer.email);
    await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
    await forgot.getByText('Reset Link Sent!').waitFor();

    const link = extractResetLink(
      await suite.running.mail.waitFor(isResetMail(customer.email.toLowerCase())),
    );
    assert.ok(link.startsWith(`${suite.running.portal.url}/reset-password?token=`));
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Brand-New-Pass-2');
    await page.getByLabel('Confirm new password').fill('Brand-New-Pass-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await logInThroughModal(page, customer.email, customer.password);
    await dialog(page, 'Log In').getByRole('alert').waitFor();
    assert.equal(new URL(page.url()).pathname, '/');

    await dialog(page, 'Log In').getByLabel('Password', { exact: true }).fill('Brand-New-Pass-2');
    await dialog(page, 'Log In').getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(url('/user-dashboard'));
    await page.close();
  });
});
