import type { Locator, Page } from 'playwright-core';

/**
 * The shell's navigation as a person uses it at any width. On a wide screen the
 * navbar shows its links and account buttons, and an area's links are in its
 * sidebar; on a phone (800 px and less) all of them sit in one menu behind the
 * navbar's Menu button, and the sidebar is not shown.
 */

/** The navbar's Menu button; only shown on a phone. */
export const menuButton = (page: Page): Locator =>
  page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });

/** Unfolds the phone menu when the page has one; on a wide screen there is nothing to unfold. */
export async function unfoldMenu(page: Page): Promise<void> {
  const button = menuButton(page);
  if (!(await button.isVisible())) return;
  await button.click();
  await page.getByRole('banner').getByRole('button', { name: 'Close menu' }).waitFor();
}

/** Follows one of an area's links ('Customer Portal', 'Admin Portal'): the sidebar's or the menu's. */
export async function followAreaLink(page: Page, area: string, link: string): Promise<void> {
  await unfoldMenu(page);
  await page.getByRole('navigation', { name: area }).getByRole('link', { name: link, exact: true }).click();
}

/** The page an area's navigation marks as current (read from the DOM: on a phone it is folded away). */
export const currentAreaPage = (page: Page, area: string): Promise<string | null> =>
  page.locator(`nav[aria-label="${area}"] a[aria-current="page"]`).first().textContent();

/** The navbar's account buttons ('Log In', 'Get Started', 'Log Out'), in the menu on a phone. */
export const navbarButton = (page: Page, name: string): Locator =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

/** Presses a navbar account button, unfolding the phone menu first. */
export async function clickNavbarButton(page: Page, name: string): Promise<void> {
  await unfoldMenu(page);
  await navbarButton(page, name).click();
}
