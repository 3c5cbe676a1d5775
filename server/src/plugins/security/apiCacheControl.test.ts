import { API_PATHS } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import {
  api,
  buildTestApp,
  openTestDatabase,
  postJson,
  verifiedAccount,
  type TestApp,
  type TestDatabase,
  withCookieToken,
} from '../../testing';
import { isApiPath } from './securityHeaders';

/** Answers carrying tokens or personal data must never be kept by a browser or a proxy. */
describe('Cache-Control on API answers', () => {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    test = await buildTestApp(database);
    await test.app.ready();
  });
  afterAll(async () => {
    await test?.close();
    await database?.close();
  });

  it('is no-store on a sign-in answer, which carries the tokens', async () => {
    const account = await verifiedAccount(test);
    const response = await postJson(test.app, API_PATHS.login, {
      email: account.email,
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: LoginData }>().data.tokens.accessToken).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toBe('no-store');

    const refreshed = await postJson(test.app, API_PATHS.refresh, {
      refreshToken: withCookieToken(response).tokens.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['GET', api(API_PATHS.me), 401],
    ['GET', '/api/health', 200],
    ['GET', '/api/no-such-route', 404],
    ['GET', '/api/health?probe=1', 200],
    ['POST', api(API_PATHS.login), 400],
  ] as const)('is no-store on %s %s (%i)', async (method, url, status) => {
    const response = await test.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the pages and files outside /api to their own policy', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('isApiPath', () => {
  it.each([
    ['/api', true],
    ['/api/auth/login', true],
    ['/api?x=1', true],
    ['/apiary', false],
    ['/', false],
    ['/remotes/admin/api/x.js', false],
  ])('%s → %s', (url, expected) => {
    expect(isApiPath(url)).toBe(expected);
  });
});
