import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, startPortal, trackPageErrors, type RunningPortal } from '../testing';

describe('public site in the composed portal', () => {
  let portal: RunningPortal;
  let browser: Browser;

  before(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('renders home, about and contact through the remote with one React', async () => {
    const page = await browser.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${portal.url}/`);
    await page.getByRole('heading', { level: 1, name: /Pay your vendors abroad/ }).waitFor();
    for (const badge of ['Efficient', 'Secure', 'Transparent']) {
      await page.getByRole('list', { name: 'What we stand for' }).getByText(badge).waitFor();
    }
    await page.getByRole('link', { name: 'Learn More' }).click();
    await page.waitForURL(`${portal.url}/about`);
    await page.getByRole('heading', { name: 'Our values' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    // Only the support details the portal is configured with: no made-up number or office.
    await page.locator('dl.contact-details[aria-busy="false"]').waitFor();
    assert.equal(await page.getByText('+234 700 000 0000').count(), 0);
    assert.equal(await page.getByText('Victoria Island, Lagos, Nigeria').count(), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('starts from the configuration written into the page, with the area entry preloaded and no CSP violation', async () => {
    const page = await browser.newPage();
    const errors = trackPageErrors(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${portal.url}/about`);
    await page.getByRole('heading', { name: 'Our values' }).waitFor();

    const entry = page.locator('link[rel="preload"][href="/remotes/public-site/remoteEntry.js"]');
    assert.equal(await entry.getAttribute('as'), 'script');
    assert.ok(!requested.includes('/config.json'), requested.join(', '));
    // The preloaded response is the one the shell runs: the entry is fetched once.
    assert.equal(requested.filter((path) => path === '/remotes/public-site/remoteEntry.js').length, 1);
    assert.deepEqual(
      await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
      [],
    );
    assert.deepEqual(errors, []);
    await page.close();
  });
});
