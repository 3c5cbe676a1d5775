import type { Locator, Page } from 'playwright-core';

/** The review lists' status filter (Pending first); switching it reads the list again. */
export async function showStatus(page: Page, status: 'pending' | 'approved' | 'rejected' | 'all') {
  await page.getByLabel('Status', { exact: true }).selectOption(status);
}

/** Narrows a searchable review list to what matches `text` (a name, e-mail or company). */
export async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search by name, email or company' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/**
 * Decides `card` through the confirmation dialog: its Approve or Reject button,
 * then the dialog's, with the reason a rejection needs. Resolves once the dialog
 * has gone, that is once the server answered.
 */
export async function decideInDialog(
  page: Page,
  card: Locator,
  decision: 'Approve' | 'Reject',
  reason?: string,
): Promise<void> {
  await card.getByRole('button', { name: decision, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (reason !== undefined) {
    await dialog.getByRole('textbox', { name: 'Reason for rejection' }).fill(reason);
  }
  await dialog.getByRole('button', { name: decision, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The value shown for `label` in a card's detail list. */
export const detailOf = (card: Locator, label: string): Locator =>
  card
    .locator('.detail')
    .filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
