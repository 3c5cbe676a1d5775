import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { createVerifiedCustomer, signInWithApi } from '../testing';
import { menuButton, navbarButton, unfoldMenu } from '../testing/navigation';
import { portalSuite } from '../testing/suite';

/**
 * Issue 31, review item 10: on a phone the open menu ran off the screen ("Welcome, Ngozi Eze"
 * cut by the bottom edge, "Log Out" out of sight). On a short phone (375 × 667) the open menu
 * stays inside the screen, Log Out is in sight and works without scrolling, and every link of
 * the menu can be reached (scrolled to inside the menu, then not hidden under anything).
 */
const SHORT_PHONE = { width: 375, height: 667 } as const;

/** Whether the element's whole box is inside the screen and its centre is the element itself (not covered). */
const inSightAndOnTop = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside =
      box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && top !== null && (top === element || element.contains(top));
  });

async function menuLinksOutOfReach(page: Page): Promise<string[]> {
  const links = page.locator('#site-menu a, #site-menu button');
  const unreachable: string[] = [];
  for (const link of await links.all()) {
    await link.scrollIntoViewIfNeeded();
    if (!(await inSightAndOnTop(link))) unreachable.push((await link.textContent()) ?? '?');
  }
  return unreachable;
}

describe('the phone menu on a short phone', () => {
  const suite = portalSuite();

  it("keeps a signed-in customer's Log Out in sight, and every link reachable, at 375 × 667", async () => {
    const { portal, mail } = suite.running;
    const customer = await createVerifiedCustomer(portal.url, mail, { name: 'Ngozi Eze' });
    const context = await suite.browser.newContext({ viewport: SHORT_PHONE });
    try {
      const page = await context.newPage();
      await signInWithApi(page, portal.url, customer);
      await page.goto(`${portal.url}/dashboard/transactions`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await unfoldMenu(page);

      const menu = page.locator('#site-menu');
      const box = await menu.boundingBox();
      assert.ok(box, 'the menu is drawn');
      assert.ok(box.y + box.height <= SHORT_PHONE.height + 0.5, `menu ends at ${box.y + box.height}px`);
      const logOut = navbarButton(page, 'Log Out');
      assert.equal(await inSightAndOnTop(logOut), true, 'Log Out is in sight without scrolling');
      assert.equal(await inSightAndOnTop(page.getByText('Welcome, Ngozi Eze')), true);

      assert.deepEqual(await menuLinksOutOfReach(page), []);

      await logOut.click();
      await page.waitForURL(`${portal.url}/`);
      await unfoldMenu(page);
      await navbarButton(page, 'Log In').waitFor();
    } finally {
      await context.close();
    }
  });

  it("keeps a visitor's Log In and Get Started in sight at 375 × 667", async () => {
    const context = await suite.browser.newContext({ viewport: SHORT_PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.running.portal.url}/`);
      await menuButton(page).click();
      for (const name of ['Log In', 'Get Started']) {
        assert.equal(await inSightAndOnTop(navbarButton(page, name)), true, `${name} is in sight`);
      }
    } finally {
      await context.close();
    }
  });
});
