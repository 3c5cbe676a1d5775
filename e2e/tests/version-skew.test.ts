import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import contractsPackage from '@portal/contracts/package.json';
import type { Page } from 'playwright-core';
import { trackPageErrors } from '../testing';
import { createVerifiedCustomer, signInWithApi } from '../testing/accounts';
import { portalSuite } from '../testing/suite';

/**
 * Remote version skew (issue 24 point 6): a remote deployed against another major of
 * `@portal/contracts` than the shell's is not rendered; its area says it is being updated,
 * and the rest of the page keeps working. The remote is the built one, its declared
 * contract version rewritten on the way to the browser, as a remote built against that
 * major would declare it.
 */
const [shellMajor] = contractsPackage.version.split('.').map(Number) as [number];

// The minified Area module's export of its declared version: `contractVersion:()=>L`,
// `L` a constant holding the version (remotes/*/src/Area.tsx), or the string itself.
const DECLARED_VERSION = /contractVersion:\(\)=>(?:[A-Za-z_$][\w$]*|"[^"]*")/g;
const DECLARED_VERSION_ONCE = new RegExp(DECLARED_VERSION.source);

/**
 * Serves `remote`'s chunks with the Area declaring `version`, and tells how many chunks were
 * rewritten (so the test fails if the minified shape ever stops matching, rather than
 * passing on an unchanged remote). Returns the function that stops the rewriting.
 */
async function declareContractVersion(
  page: Page,
  remote: string,
  version: string,
): Promise<{ rewritten: () => number; stop: () => Promise<void> }> {
  const pattern = `**/remotes/${remote}/*.js*`;
  let rewritten = 0;
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const changed = body.replace(DECLARED_VERSION, `contractVersion:()=>${JSON.stringify(version)}`);
    if (changed === body) return route.fulfill({ response });
    rewritten += 1;
    return route.fulfill({ status: response.status(), contentType: 'text/javascript', body: changed });
  });
  return { rewritten: () => rewritten, stop: () => page.unroute(pattern) };
}

describe('remote version skew', () => {
  const suite = portalSuite();
  let customer: { email: string; password: string; name: string };

  before(async () => {
    customer = await createVerifiedCustomer(suite.running.portal.url, suite.running.mail);
  });

  it('renders a customer remote built against a future contract major as "being updated", and the frame keeps working', async () => {
    const page = await suite.browser.newPage();
    const errors = trackPageErrors(page);
    await signInWithApi(page, suite.running.portal.url, customer);
    const future = await declareContractVersion(page, 'customer', `${shellMajor + 1}.0.0`);
    await page.goto(`${suite.running.portal.url}/dashboard/overview`);

    const updating = page.getByRole('heading', { name: 'This area is being updated' });
    await updating.waitFor();
    assert.equal(future.rewritten(), 1, 'the customer Area chunk declares its contract version once');
    await page.getByText('The customer portal will be back shortly.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Reload' }).count(), 1);
    // Nothing of the customer area rendered, and it is not reported as broken.
    assert.equal(await page.getByRole('navigation', { name: 'Customer Portal' }).count(), 0);
    assert.equal(await page.getByText('is unavailable right now').count(), 0);

    // The frame still works: the navbar knows who is signed in and leads to another area,
    // whose page has the footer (the portal's own pages have none, by design).
    await page.getByText(/^Welcome, /).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { name: 'Our values' }).waitFor();
    await page.getByText(`© ${new Date().getFullYear()} VendorBridge. All rights reserved.`).waitFor();
    await page.goBack();
    await updating.waitFor();

    // Once the remote matches the shell again (redeployed), Reload shows the area.
    await future.stop();
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('navigation', { name: 'Customer Portal' }).waitFor();
    assert.equal(await updating.count(), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('renders a public site built against an older contract major as "being updated"', async () => {
    const page = await suite.browser.newPage();
    const errors = trackPageErrors(page);
    const past = await declareContractVersion(page, 'public-site', `${shellMajor - 1}.4.0`);
    await page.goto(`${suite.running.portal.url}/about`);
    await page.getByRole('heading', { name: 'This area is being updated' }).waitFor();
    assert.equal(past.rewritten(), 1);
    await page.getByText('The public site will be back shortly.').waitFor();
    // The shell's frame is whole: its footer, its navbar and its modals.
    await page.getByText(`© ${new Date().getFullYear()} VendorBridge. All rights reserved.`).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('button', { name: 'Log In' }).first().click();
    await page.getByRole('dialog', { name: 'Log In' }).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('renders remotes built against the shell’s own contract major normally', async () => {
    const page = await suite.browser.newPage();
    const errors = trackPageErrors(page);
    await signInWithApi(page, suite.running.portal.url, customer);
    const declared: string[] = [];
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.status() !== 200 || !/\/remotes\/customer\/[^/?]+\.js/.test(response.url())) return;
      reads.push(
        response.text().then((body) => {
          if (DECLARED_VERSION_ONCE.test(body)) declared.push(response.url());
        }),
      );
    });
    await page.goto(`${suite.running.portal.url}/dashboard/overview`);
    await page.getByRole('navigation', { name: 'Customer Portal' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'This area is being updated' }).count(), 0);
    // The built remote does declare a version (the shell refuses one that declares none).
    await Promise.all(reads);
    assert.equal(declared.length, 1);

    await page.goto(`${suite.running.portal.url}/about`);
    await page.getByRole('heading', { name: 'Our values' }).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });
});
