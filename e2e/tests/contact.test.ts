import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  createVerifiedCustomer,
  launchBrowser,
  signInWithApi,
  startPortalWithMail,
  trackPageErrors,
  type PortalWithMail,
} from '../testing';

const SUPPORT = 'support@e2e.test';
const THANK_YOU = "Thank you for your message! We'll get back to you soon.";

describe('contact messages and the way back to the dashboard (issue 23 points 1 and 6)', () => {
  let running: PortalWithMail;
  let browser: Browser;

  before(async () => {
    running = await startPortalWithMail({ SUPPORT_EMAIL: SUPPORT });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await running?.stop();
  });

  it('sends the contact form to support, thanking the visitor only after the server stored it', async () => {
    const page = await browser.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${running.portal.url}/contact`);
    // Only the support details the server was given: its e-mail address, no made-up phone.
    const details = page.locator('.contact-details');
    await details.getByRole('link', { name: SUPPORT, exact: true }).waitFor();
    assert.equal(await details.getByText('Phone', { exact: true }).count(), 0);
    await page.getByLabel('Name', { exact: true }).fill('Ada Obi');
    await page.getByLabel('Email', { exact: true }).fill('ada@acme.ng');
    await page.getByLabel('Subject', { exact: true }).fill('Rates for EUR');
    await page.getByLabel('Message', { exact: true }).fill('What is your EUR rate today?');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();

    assert.equal((await answered).status(), 201);
    await page.getByRole('status').getByText(THANK_YOU).waitFor();
    assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), '');
    const mail = await running.mail.waitFor((message) => message.subject === 'Contact form: Rates for EUR');
    assert.deepEqual(mail.to, [SUPPORT]);
    assert.match(mail.text, /From: Ada Obi <ada@acme\.ng>/);
    assert.match(mail.text, /What is your EUR rate today\?/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('keeps what was typed and says why when the message is refused', async () => {
    const page = await browser.newPage();
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          message: 'Too many messages were sent from this connection.',
        }),
      }),
    );
    await page.goto(`${running.portal.url}/contact`);
    await page.getByLabel('Name', { exact: true }).fill('Ada Obi');
    await page.getByLabel('Email', { exact: true }).fill('ada@acme.ng');
    await page.getByLabel('Subject', { exact: true }).fill('Again');
    await page.getByLabel('Message', { exact: true }).fill('A second message');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByRole('alert').getByText('Too many messages were sent from this connection.').waitFor();
    assert.equal(await page.getByText(THANK_YOU).count(), 0);
    assert.equal(await page.getByLabel('Message', { exact: true }).inputValue(), 'A second message');
    await page.close();
  });

  it('leads a signed-in customer from the public pages back to their dashboard', async () => {
    const page = await browser.newPage();
    const customer = await createVerifiedCustomer(running.portal.url, running.mail);
    await signInWithApi(page, running.portal.url, customer);
    await page.goto(`${running.portal.url}/about`);
    await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).click();
    await page.waitForURL(`${running.portal.url}/dashboard/overview`);
    await page.close();
  });

  it('shows the admin one sign-out control in the admin frame', async () => {
    const page = await browser.newPage();
    await signInWithApi(page, running.portal.url, running.admin);
    await page.goto(`${running.portal.url}/admin/dashboard`);
    await page
      .getByRole('region', { name: 'Admin account' })
      .getByRole('button', { name: 'Log Out' })
      .waitFor();
    assert.equal(await page.getByRole('button', { name: /^log ?out$/i }).count(), 1);
    await page.close();
  });
});
