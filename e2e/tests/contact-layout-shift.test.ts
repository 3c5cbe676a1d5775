import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SUPPORT_CONTACT_PATH } from '@portal/contracts/supportContact';
import { trackPageErrors } from '../testing';
import { portalSuite } from '../testing/suite';

/** What a deployment may publish on the contact page (SUPPORT_EMAIL, SUPPORT_PHONE). */
const CONTACTS = [
  { name: 'e-mail and phone', data: { email: 'support@vendorbridge.example', phone: '+234 1 700 0000' } },
  { name: 'e-mail only', data: { email: 'support@vendorbridge.example', phone: null } },
  { name: 'neither (the form is the way to write)', data: { email: null, phone: null } },
];

/**
 * The contact page on a phone: its support details arrive from a read after the page shows,
 * above the form; the form must not move when they do (Lighthouse saw CLS 0.055 on it).
 */
describe('the contact page keeps its form in place while the support details arrive', () => {
  const suite = portalSuite();

  for (const contact of CONTACTS) {
    it(`moves nothing when the details arrive late: ${contact.name}`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 375, height: 740 } });
      const errors = trackPageErrors(page);
      await page.addInitScript(() => {
        const shifts: { value: number; nodes: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            sources: { node: Node | null }[];
          }[])
            shifts.push({
              value: entry.value,
              nodes: entry.sources.map((source) =>
                source.node instanceof Element ? source.node.outerHTML.slice(0, 60) : '?',
              ),
            });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The read answers once the page has shown, as on a slow link.
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route(
        (url) => url.pathname === `/api${SUPPORT_CONTACT_PATH}` || url.pathname === SUPPORT_CONTACT_PATH,
        async (route) => {
          await answered;
          await route.fulfill({ json: { success: true, data: contact.data } });
        },
      );
      await page.goto(`${suite.running.portal.url}/contact`);
      await page.getByRole('button', { name: 'Send Message' }).waitFor();
      await page.waitForTimeout(300);
      answer();
      await page.locator('.contact-details[aria-busy="false"]').waitFor();
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
      );
      assert.deepEqual(shifts, []);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});
