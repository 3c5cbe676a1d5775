import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, started the way this machine allows (no sandbox, no network chatter). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every Chromium started here gets (also the benchmark's Lighthouse runs). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The language every page is seen in: a Lagos user's browser (British English), so date
 * inputs read DD/MM/YYYY as theirs do, not the US order of a bare Chromium.
 */
export const BROWSER_LOCALE = 'en-GB';

/** Chromium, each of whose contexts and pages speaks `BROWSER_LOCALE` unless a test says otherwise. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--lang=${BROWSER_LOCALE}`],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ locale: BROWSER_LOCALE, ...options });
  browser.newPage = (options = {}) => newPage({ locale: BROWSER_LOCALE, ...options });
  return browser;
}

/** Collects uncaught page errors so a test can assert that none happened. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
