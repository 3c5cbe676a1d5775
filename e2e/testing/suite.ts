import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { startPortalWithMail, type PortalWithMail } from './accounts';
import { launchBrowser } from './browser';

export interface PortalSuite {
  /** The built portal and its mail capture; there once the suite's tests run. */
  readonly running: PortalWithMail;
  readonly browser: Browser;
}

/**
 * For the enclosing `describe`: starts the built portal with an SMTP capture and a
 * Chromium before its tests, and stops both after them.
 */
export function portalSuite(): PortalSuite {
  let running: PortalWithMail | undefined;
  let browser: Browser | undefined;
  before(async () => {
    running = await startPortalWithMail();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await running?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the portal suite has not started (use it inside a test)');
    return value;
  };
  return {
    get running() {
      return started(running);
    },
    get browser() {
      return started(browser);
    },
  };
}
