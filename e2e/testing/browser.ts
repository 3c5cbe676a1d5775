import { existsSync } from 'node:fs';
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

/** Where Debian's Chromium keeps its languages' resource files (the chromium-l10n package adds all but en-US). */
const DEBIAN_LOCALES_DIR = '/usr/lib/chromium/locales';

/**
 * Why a date input can still read "10/31/2026": `--lang` and the context's `locale` set what
 * pages read (navigator.language, Intl), but a native date input is drawn in the browser's own
 * UI language, and Chromium takes a language only when it has that language's resource file.
 * Debian's `chromium` ships en-US alone (the rest are in `chromium-l10n`, whose version must
 * match), so it falls back to US order. Said once, so a picture in US order is not a mystery.
 */
function warnWhenChromiumLacksLocale(): void {
  if (!existsSync(DEBIAN_LOCALES_DIR) || existsSync(`${DEBIAN_LOCALES_DIR}/${BROWSER_LOCALE}.pak`)) return;
  console.warn(
    `Chromium has no ${BROWSER_LOCALE}.pak in ${DEBIAN_LOCALES_DIR}: its date inputs read MM/DD/YYYY. ` +
      'Install chromium-l10n (the same version as chromium) for a Lagos clerk’s DD/MM/YYYY.',
  );
}

/** Chromium, each of whose contexts and pages speaks `BROWSER_LOCALE` unless a test says otherwise. */
export async function launchBrowser(): Promise<Browser> {
  warnWhenChromiumLacksLocale();
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
