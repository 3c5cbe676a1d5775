import type { Locator, Page } from 'playwright-core';

/**
 * The Document Upload page's file input for one document, by the name the list gives it too
 * ("BVN", "CAC", "Director Information"): the list's row of that document carries the same name,
 * so the input is picked among inputs.
 */
export const documentSlot = (page: Page, name: string): Locator =>
  page.locator('input[type="file"]').and(page.getByLabel(name, { exact: true }));
