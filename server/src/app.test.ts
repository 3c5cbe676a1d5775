import { API_PATHS } from '@portal/contracts/api';
import { api, buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from './testing';

/** What the whole server does around the API: headers, CORS, health, static host. */
describe('the server around the API', () => {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    test = await buildTestApp(database, {
      env: { CORS_ORIGINS: 'https://partner.example, https://other.example' },
    });
  });
  afterAll(async () => {
    await test?.close();
    await database?.close();
  });

  it('reports health, with the database checked', async () => {
    const response = await test.app.inject({ method: 'GET', url: api(API_PATHS.health) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'ok', data: { status: 'ok' } });
  });

  it('sends the security headers on API answers and pages', async () => {
    for (const url of [api(API_PATHS.health), api(API_PATHS.me), '/']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allows configured origins cross-origin, with credentials', async () => {
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: api(API_PATHS.login),
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');

    const call = await test.app.inject({
      method: 'POST',
      url: api(API_PATHS.forgotPassword),
      headers: { origin: 'https://other.example' },
      payload: { email: 'a@b.co' },
    });
    expect(call.headers['access-control-allow-origin']).toBe('https://other.example');
  });

  it('lets a configured origin PUT settings and send an Idempotency-Key', async () => {
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: api('/payments'),
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'idempotency-key',
    );
  });

  it('gives other origins no CORS permission', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: api(API_PATHS.forgotPassword),
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.co' },
    });
    // Without Access-Control-Allow-Origin the browser withholds the answer from the page.
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('still serves the runtime configuration of the shell', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ apiBaseUrl: '/api' });
    expect(response.body).not.toContain('admin@vendorbridge.local');
  });
});
