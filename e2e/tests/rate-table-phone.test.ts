import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { adminFeePath } from '@portal/contracts/fees';
import { ADMIN_CREDENTIALS, REPO_DIR, signInWithApi } from '../testing';
import { describeViolations, findNarrowViolations } from '../testing/narrowScreen';
import { staffApi } from '../testing/staff';
import { portalSuite } from '../testing/suite';

/**
 * Issue 31 point 11: on a 375 px phone the staff rate table cut its figures ("1 EUR =
 * ₦1,712.4", "1 GBP = ₦1,985.1"). With real rates and a fee set, every rate and fee is
 * drawn whole inside its card, and the page passes the narrow-screen checks. The shot is
 * kept in e2e/screenshots/ (git ignores it) for a person to look at.
 */
const PHONE = { width: 375, height: 812 } as const;

describe('the staff rate table on a phone', () => {
  const suite = portalSuite();

  it('shows every rate and fee whole at 375 px', async () => {
    const staff = await staffApi(suite.running);
    await staff.setNairaRate('EUR', '1712.4');
    await staff.setNairaRate('GBP', '1985.1');
    await staff.setNairaRate('USD', '1520.25');
    await staff.setNairaRate('JPY', '10.12345678');
    const fee = await staff.request('PUT', adminFeePath('EUR'), { flatNgn: '1,500.00', percent: '0.75' });
    assert.equal(fee.status, 200, JSON.stringify(fee));

    const context = await suite.browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await signInWithApi(page, suite.running.portal.url, ADMIN_CREDENTIALS);
      await page.goto(`${suite.running.portal.url}/admin/bank-account#exchange-rates`);
      const rates = page.getByRole('table', { name: 'Exchange rates' });
      await rates.getByText('1 EUR = ₦1,712.40').waitFor();
      await page.getByRole('table', { name: 'Fees' }).getByText('₦1,500.00 + 0.75%').waitFor();
      await page.waitForLoadState('networkidle');

      // Each figure is drawn whole: not wider than its box, and its box inside the screen.
      const cut = await page.locator('.rate-table .rate-value .num').evaluateAll((figures) =>
        figures
          .filter((figure) => {
            const box = figure.getBoundingClientRect();
            return (
              figure.scrollWidth > figure.clientWidth + 1 || box.right > window.innerWidth || box.left < 0
            );
          })
          .map((figure) => figure.textContent),
      );
      assert.deepEqual(cut, []);
      const violations = await findNarrowViolations(page);
      assert.equal(violations.length, 0, `\n${describeViolations('rates at 375 px', violations)}`);

      const dir = path.join(REPO_DIR, 'e2e/screenshots');
      mkdirSync(dir, { recursive: true });
      await page.locator('#exchange-rates').screenshot({ path: path.join(dir, 'admin-rates-375.png') });
    } finally {
      await context.close();
    }
  });
});
