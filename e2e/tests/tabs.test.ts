import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { API_PATHS } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { trackPageErrors } from '../testing';
import { createVerifiedCustomer, signInWithApi } from '../testing/accounts';
import { REFRESH_COOKIE } from '../testing/apiClient';
import { portalSuite } from '../testing/suite';

/**
 * D39 (issue 22 point 6): the refresh token lives in an httpOnly cookie, so a session
 * survives a reload and a new tab, and signing out in one tab signs out every tab.
 */
describe('sessions across tabs (D39)', () => {
  const suite = portalSuite();
  const url = (path: string) => `${suite.running.portal.url}${path}`;

  it('a second tab and a reload are signed in; signing out in one tab signs the other out', async () => {
    const customer = await createVerifiedCustomer(suite.running.portal.url, suite.running.mail);
    const context = await suite.browser.newContext();
    try {
      const first = await context.newPage();
      const errors = trackPageErrors(first);
      await signInWithApi(first, suite.running.portal.url, customer);
      await first.goto(url('/dashboard'));
      await first.getByRole('banner').getByText(`Welcome, ${customer.name}`).waitFor();

      // No token is readable by the page: the cookie is httpOnly, storage holds none.
      const cookies = await context.cookies(url('/api/auth/refresh'));
      const refresh = cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
      assert.ok(refresh, 'the refresh cookie is set');
      assert.equal(refresh.httpOnly, true);
      assert.equal(refresh.sameSite, 'Strict');
      assert.equal(refresh.path, '/api/auth');
      assert.equal(await first.evaluate(() => document.cookie.includes('vb_refresh')), false);
      assert.equal(await first.evaluate(() => sessionStorage.getItem('token')), null);
      assert.equal(await first.evaluate(() => sessionStorage.getItem('refreshToken')), null);

      // A new tab opened on the dashboard signs in silently.
      const second = await context.newPage();
      await second.goto(url('/dashboard'));
      await second.getByRole('banner').getByText(`Welcome, ${customer.name}`).waitFor();
      assert.match(new URL(second.url()).pathname, /^\/dashboard/);
      assert.equal(await second.evaluate(() => sessionStorage.getItem('isAuthenticated')), 'true');

      // A reload stays signed in (both tabs refreshed once each, without tripping reuse).
      await first.reload();
      await first.getByRole('banner').getByText(`Welcome, ${customer.name}`).waitFor();
      assert.match(new URL(first.url()).pathname, /^\/dashboard/);

      // Signing out in the first tab signs the second out at once: it shows the public page.
      await first.getByRole('button', { name: 'Log Out' }).first().click();
      await first.waitForURL(url('/'));
      await second.getByRole('banner').getByRole('button', { name: 'Log In' }).waitFor();
      assert.equal(new URL(second.url()).pathname, '/');
      assert.equal(await second.evaluate(() => sessionStorage.getItem('isAuthenticated')), null);

      // And the session is over on the server: a new tab is signed out, and asks nothing.
      const third = await context.newPage();
      const refreshes: string[] = [];
      third.on('request', (request) => {
        if (request.url().endsWith(`/api${API_PATHS.refresh}`)) refreshes.push(request.url());
      });
      await third.goto(url('/dashboard'));
      await third.getByRole('dialog', { name: 'Log In' }).waitFor();
      assert.deepEqual(refreshes, []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('an anonymous first visit makes no refresh request', async () => {
    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      const refreshes: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/auth/')) refreshes.push(request.url());
      });
      await page.goto(url('/'));
      await page.getByRole('banner').getByRole('button', { name: 'Log In' }).waitFor();
      assert.deepEqual(refreshes, []);
    } finally {
      await context.close();
    }
  });

  it('the refresh route refuses the cookie from a foreign Origin, or with none (403)', async () => {
    const customer = await createVerifiedCustomer(suite.running.portal.url, suite.running.mail);
    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      await signInWithApi(page, suite.running.portal.url, customer);
      const cookie = (await context.cookies(url('/api/auth/refresh'))).find(
        (candidate) => candidate.name === REFRESH_COOKIE,
      );
      assert.ok(cookie);
      const refreshFromNode = (origin: string | null) =>
        fetch(url(`/api${API_PATHS.refresh}`), {
          method: 'POST',
          headers: {
            cookie: `${REFRESH_COOKIE}=${cookie.value}`,
            accept: 'application/json',
            ...(origin ? { origin } : {}),
          },
        });
      for (const origin of ['https://evil.example', null]) {
        const refused = await refreshFromNode(origin);
        assert.equal(refused.status, 403, `origin ${origin}`);
        const body = (await refused.json()) as { success: boolean; code?: string };
        assert.equal(body.success, false);
        assert.equal(body.code, ERROR_CODES.originRefused);
      }
      // The refusals spent nothing: the portal's own origin still refreshes.
      const allowed = await refreshFromNode(new URL(suite.running.portal.url).origin);
      assert.equal(allowed.status, 200);
    } finally {
      await context.close();
    }
  });
});
