import { parseSetCookie } from 'cookie';
import { API_PATHS } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { LightMyRequestResponse } from 'fastify';
import {
  DATABASE_KINDS,
  api,
  bearer,
  postJson,
  refreshCookieOfResponse,
  useTestServer,
  verifiedAccount,
} from '../../../testing';
import { AUTH_MESSAGES } from '../messages';

describe.each(DATABASE_KINDS)('the refresh cookie on %s (D39)', (kind) => {
  const server = useTestServer(kind);
  // useTestServer's portal: PUBLIC_URL is left to its default.
  const portalOrigin = () => new URL(server.test.config.publicUrl).origin;
  const setCookieOf = (response: LightMyRequestResponse): string => {
    const header = response.headers['set-cookie'];
    return (Array.isArray(header) ? header : [header ?? '']).join('\n');
  };
  const signInByCookie = async () => {
    const account = await verifiedAccount(server.test);
    const response = await postJson(server.test.app, API_PATHS.login, account);
    expect(response.statusCode).toBe(200);
    const token = refreshCookieOfResponse(response);
    if (!token) throw new Error('no refresh cookie');
    return { account, response, token };
  };
  const refreshWith = (token: string, origin: string | null = portalOrigin()) =>
    server.test.app.inject({
      method: 'POST',
      url: api(API_PATHS.refresh),
      headers: { cookie: `vb_refresh=${token}`, ...(origin === null ? {} : { origin }) },
    });

  it('sets the refresh token as an httpOnly SameSite=Strict cookie on the auth routes, not in the body', async () => {
    const { response } = await signInByCookie();
    const cookie = setCookieOf(response);
    expect(cookie).toMatch(/^vb_refresh=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('; Path=/api/auth');
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Strict');
    expect(cookie).toContain('; Max-Age=604800');
    expect(cookie).not.toContain('Secure'); // not production
    const data = response.json<{ data: LoginData }>().data;
    expect(data.tokens.accessToken.split('.')).toHaveLength(3);
    expect(data.tokens).not.toHaveProperty('refreshToken');
  });

  it('refreshes by the cookie from the portal origin, rotating the cookie', async () => {
    const { token } = await signInByCookie();
    const refreshed = await refreshWith(token);
    expect(refreshed.statusCode).toBe(200);
    const data = refreshed.json<{ data: LoginData }>().data;
    expect(data.tokens).not.toHaveProperty('refreshToken');
    const me = await server.test.app.inject({
      url: api(API_PATHS.me),
      headers: bearer(data.tokens.accessToken),
    });
    expect(me.statusCode).toBe(200);
    const next = refreshCookieOfResponse(refreshed);
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(token);
    expect((await refreshWith(next ?? '')).statusCode).toBe(200);
  });

  it.each([
    ['a foreign origin', 'https://evil.example'],
    ['no origin', null],
    ['a malformed origin', 'not a url'],
    ['a look-alike of a loopback address', 'http://127.0.0.1.evil.example'],
  ])('refuses a cookie refresh with %s (403, the token left unspent)', async (_label, origin) => {
    const { token } = await signInByCookie();
    const refused = await refreshWith(token, origin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.originRefused,
      code: ERROR_CODES.originRefused,
    });
    expect((await refreshWith(token)).statusCode).toBe(200);
  });

  it("takes the developer's own machine at any loopback origin outside production (npm start, npm run dev)", async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:8080', 'http://[::1]:8080']) {
      const { token } = await signInByCookie();
      expect((await refreshWith(token, origin)).statusCode).toBe(200);
    }
  });

  it('answers 401 to a refresh with neither cookie nor body', async () => {
    const response = await server.test.app.inject({
      method: 'POST',
      url: api(API_PATHS.refresh),
      headers: { origin: portalOrigin() },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: ERROR_CODES.invalidToken });
  });

  it('still detects reuse: a rotated cookie sent again ends the session', async () => {
    const { token } = await signInByCookie();
    const rotated = refreshCookieOfResponse(await refreshWith(token)) ?? '';
    expect((await refreshWith(token)).statusCode).toBe(401);
    expect((await refreshWith(rotated)).statusCode).toBe(401);
    expect(server.test.logs.join('')).toMatch(/refresh token reused/);
  });

  it("logout ends the cookie's session and clears the cookie", async () => {
    const { token, response } = await signInByCookie();
    const accessToken = response.json<{ data: LoginData }>().data.tokens.accessToken;
    const out = await server.test.app.inject({
      method: 'POST',
      url: api(API_PATHS.logout),
      headers: { cookie: `vb_refresh=${token}`, origin: portalOrigin() },
    });
    expect(out.statusCode).toBe(200);
    // One Set-Cookie each: the refresh cookie and the page cookie (D41), both cleared.
    const [refresh = '', page = ''] = setCookieOf(out).split('\n');
    expect(parseSetCookie(refresh)).toMatchObject({
      name: 'vb_refresh',
      value: '',
      path: '/api/auth',
      maxAge: 0,
      httpOnly: true,
    });
    expect(parseSetCookie(page)).toMatchObject({ name: 'vb_page', value: '', path: '/', maxAge: 0 });
    expect((await refreshWith(token)).statusCode).toBe(401);
    const me = await server.test.app.inject({ url: api(API_PATHS.me), headers: bearer(accessToken) });
    expect(me.statusCode).toBe(401);
  });

  it('a logout from a foreign origin clears the cookie but ends no session', async () => {
    const { token } = await signInByCookie();
    const out = await server.test.app.inject({
      method: 'POST',
      url: api(API_PATHS.logout),
      headers: { cookie: `vb_refresh=${token}`, origin: 'https://evil.example' },
    });
    expect(out.statusCode).toBe(200);
    expect((await refreshWith(token)).statusCode).toBe(200);
  });

  it('keeps the body flow for API clients: a body token answers the rotated token in the body', async () => {
    const { token } = await signInByCookie();
    const refreshed = await postJson(server.test.app, API_PATHS.refresh, { refreshToken: token });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<{ data: LoginData }>().data.tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(refreshed.headers['set-cookie']).toBeUndefined();
  });
});
