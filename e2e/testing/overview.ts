import type { Locator, Page } from 'playwright-core';

// The customer overview as the first-screen tests read it (not a test itself).

/** The figure of one Quick Stats card (Pending Payments, say). */
export const quickStat = (page: Page, label: string): Locator =>
  page.getByRole('region', { name: 'Quick Stats' }).locator('.stat').filter({ hasText: label }).locator('dd');

/** Waits for a new customer's overview with both its first reads on screen: the next step and the counts. */
export async function newCustomerOverviewShown(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Account Pending Approval' })
    .getByRole('link', { name: 'Complete Profile' })
    .waitFor();
  await quickStat(page, 'Pending Payments').getByText('0', { exact: true }).waitFor();
}
