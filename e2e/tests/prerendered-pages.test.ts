import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, startPortal, trackPageErrors, type RunningPortal } from '../testing';

/** What the page saw while it loaded: layout shifts, and whether its heading ever went away. */
interface Watched {
  shifts: number;
  /** Each largest-contentful-paint entry: when, and its element. */
  paints: { at: number; tag: string }[];
  headingLost: boolean;
  violations: string[];
}

/**
 * The public pages' first screen comes as HTML (D41): it shows without scripts, and the
 * shell takes it over without a flash or a shift, after which the page works as before.
 */
describe('prerendered public pages', () => {
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

  it('shows /about, its navbar and footer with JavaScript off, and its links lead on', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${portal.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'About VendorBridge' }).waitFor();
    await page.getByRole('heading', { name: 'Our mission' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).waitFor();
    // Home is prerendered too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${portal.url}/`);
    await page
      .getByRole('heading', { level: 1, name: 'Pay your vendors abroad, straight from Nigeria' })
      .waitFor();
    // So is /contact, its form disabled: it needs the page's scripts to send.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${portal.url}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    assert.equal(await page.getByLabel('Message', { exact: true }).isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Send Message' }).isDisabled(), true);
    await context.close();
  });

  it('takes /contact over with its form enabled, and keeps what is typed after', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const errors = trackPageErrors(page);
    const answer = await page.goto(`${portal.url}/contact`);
    const sent = (await answer?.text()) ?? '';
    assert.match(sent, /<div id="root" data-prerendered="">[\s\S]*<h1>Contact us<\/h1>/);
    await page.waitForFunction(() => document.querySelector('[data-prerendered]') === null);
    const message = page.getByLabel('Message', { exact: true });
    assert.equal(await message.isDisabled(), false);
    await message.fill('Our payment to Hamburg: where is it?');
    await page.getByLabel('Name', { exact: true }).fill('Ngozi Okafor');
    assert.equal(await message.inputValue(), 'Our payment to Hamburg: where is it?');
    assert.equal(await page.getByRole('button', { name: 'Send Message' }).isDisabled(), false);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('is taken over by the shell with no flash and no layout shift, and then navigates in the page', async (t) => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const errors = trackPageErrors(page);
    await page.addInitScript(() => {
      const watched: Watched = { shifts: 0, paints: [], headingLost: false, violations: [] };
      (window as unknown as { __painted: (Element | null)[] }).__painted = [];
      (window as unknown as { __watched: Watched }).__watched = watched;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          watched.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          startTime: number;
          element: Element | null;
        }[]) {
          watched.paints.push({ at: entry.startTime, tag: entry.element?.tagName ?? '?' });
          (window as unknown as { __painted: (Element | null)[] }).__painted.push(entry.element);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      document.addEventListener('securitypolicyviolation', (event) =>
        watched.violations.push(event.effectiveDirective),
      );
      // After every change of the page: once the heading has shown, it must stay shown.
      let seen = false;
      new MutationObserver(() => {
        const heading = document.querySelector('h1');
        const shown = heading?.textContent === 'About VendorBridge' && heading.checkVisibility();
        if (shown) seen = true;
        else if (seen) watched.headingLost = true;
      }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });

    const answer = await page.goto(`${portal.url}/about`);
    // The server sent the page itself, marked for the shell to take over (which may be done
    // by the time a locator looks, so the answer is read).
    const sent = (await answer?.text()) ?? '';
    assert.match(sent, /<div id="root" data-prerendered="">[\s\S]*<h1>About VendorBridge<\/h1>/);
    await page.waitForFunction(
      () => document.querySelector('[data-prerendered]') === null && document.getElementById('root') !== null,
    );
    // React's page now, once: one root, one main, one heading.
    assert.equal(await page.locator('#root').count(), 1);
    assert.equal(await page.locator('main#main-content').count(), 1);
    assert.equal(await page.locator('h1').textContent(), 'About VendorBridge');
    const watched = await page.evaluate(() => (window as unknown as { __watched: Watched }).__watched);
    // What the browser reported as the largest paint, and when (for docs/benchmarks.md).
    const paints = await page.evaluate(() => {
      const { __watched, __painted } = window as unknown as {
        __watched: Watched;
        __painted: (Element | null)[];
      };
      return __watched.paints.map(
        (paint, n) =>
          `${Math.round(paint.at)} ms <${paint.tag}> ${__painted[n]?.isConnected ? 'in the page' : 'gone'}`,
      );
    });
    t.diagnostic(`largest contentful paints: ${paints.join('; ')}`);
    // The page's largest paint is the markup's own, at its first paint: the takeover's
    // tree (the same page) never paints larger, so the largest paint does not wait for it.
    assert.ok(paints.length > 0 && paints.every((paint) => paint.endsWith('gone')), paints.join('; '));
    // Nothing held that first paint back: the page's stylesheets came inside it (D41), so
    // no request blocks rendering (the shell's linked stylesheet did, docs/decisions.md "## lcp").
    const blocking = await page.evaluate(() =>
      (
        performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
          renderBlockingStatus?: string;
        })[]
      )
        .filter((entry) => entry.renderBlockingStatus === 'blocking')
        .map((entry) => new URL(entry.name).pathname),
    );
    assert.deepEqual(blocking, []);
    assert.equal(watched.headingLost, false, 'the heading went away during the takeover');
    assert.equal(watched.shifts, 0);
    assert.deepEqual(watched.violations, []);

    // The shell's own navigation: no new document, the menu and the modals respond.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${portal.url}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    assert.deepEqual(documents, ['/about']);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });
});
