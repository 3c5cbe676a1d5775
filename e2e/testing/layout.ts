import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** Fails when the page is wider than the window: a phone would have to scroll sideways. */
export async function assertNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${where} scrolls sideways by ${overflow}px`);
}
