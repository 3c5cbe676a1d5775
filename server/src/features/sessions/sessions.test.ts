import { expect } from '@jest/globals';
import { API_PATHS } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { SECURITY_PATHS } from '@portal/contracts/security';
import type { SessionListData } from '@portal/contracts/securitySchemas';
import {
  DATABASE_KINDS,
  api,
  bearer,
  postJson,
  signIn,
  useTestServer,
  verifiedAccount,
  withCookieToken,
} from '../../testing';

describe.each(DATABASE_KINDS)('sessions and password change (%s)', (kind) => {
  const server = useTestServer(kind);

  const signInFrom = async (credentials: { email: string; password: string }, userAgent: string) => {
    const response = await postJson(server.test.app, API_PATHS.login, credentials, {
      headers: { 'user-agent': userAgent },
    });
    return withCookieToken(response);
  };
  const me = (token: string) => server.test.app.inject({ url: api(API_PATHS.me), headers: bearer(token) });
  const list = async (token: string) => {
    const response = await server.test.app.inject({
      url: api(SECURITY_PATHS.sessions),
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: SessionListData }>().data.sessions;
  };

  it('lists the live sessions with their browsers and marks the current one', async () => {
    const credentials = await verifiedAccount(server.test);
    const phone = await signInFrom(credentials, 'PhoneBrowser/1.0');
    const laptop = await signInFrom(credentials, 'LaptopBrowser/2.0');
    await postJson(server.test.app, API_PATHS.logout, {
      refreshToken: (await signInFrom(credentials, 'Gone/1')).tokens.refreshToken,
    });

    const sessions = await list(laptop.tokens.accessToken);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toEqual([
      expect.objectContaining({ userAgent: 'LaptopBrowser/2.0', current: true }),
    ]);
    expect(sessions.find((session) => !session.current)?.userAgent).toBe('PhoneBrowser/1.0');
    expect(sessions[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      current: expect.any(Boolean),
      userAgent: expect.any(String),
    });
    void phone;
  });

  it("moves a session's last use forward when it refreshes", async () => {
    const credentials = await verifiedAccount(server.test);
    const first = await signInFrom(credentials, 'A/1');
    server.test.clock.advance(60_000);
    const refreshed = await postJson(server.test.app, API_PATHS.refresh, {
      refreshToken: first.tokens.refreshToken,
    });
    const { tokens } = refreshed.json<{ data: LoginData }>().data;
    const [session] = await list(tokens.accessToken);
    expect(Date.parse(session!.lastUsedAt) - Date.parse(session!.createdAt)).toBeGreaterThanOrEqual(59_000);
    expect(session!.current).toBe(true);
  });

  it('ends every session, this one included', async () => {
    const credentials = await verifiedAccount(server.test);
    const one = await signIn(server.test, credentials);
    const two = await signIn(server.test, credentials);
    const ended = await postJson(
      server.test.app,
      SECURITY_PATHS.endAllSessions,
      {},
      { headers: bearer(one.tokens.accessToken) },
    );
    expect(ended.statusCode).toBe(200);
    // How many were live, as the list showed them: these two.
    expect(ended.json()).toMatchObject({ success: true, data: { ended: 2 } });
    expect((await me(one.tokens.accessToken)).statusCode).toBe(401);
    expect((await me(two.tokens.accessToken)).statusCode).toBe(401);
    const refresh = await postJson(server.test.app, API_PATHS.refresh, {
      refreshToken: two.tokens.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('changes the password only with the current one, and ends every other session', async () => {
    const credentials = await verifiedAccount(server.test);
    const here = await signIn(server.test, credentials);
    const elsewhere = await signIn(server.test, credentials);
    const headers = bearer(here.tokens.accessToken);
    const newPassword = 'Brand-New-Vendor-Pass-42';

    const wrong = await postJson(
      server.test.app,
      SECURITY_PATHS.changePassword,
      { currentPassword: 'Not-My-Password-9', newPassword },
      { headers },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: ERROR_CODES.invalidCredentials,
      errors: { currentPassword: expect.any(Array) },
    });
    const missing = await postJson(
      server.test.app,
      SECURITY_PATHS.changePassword,
      { currentPassword: '', newPassword },
      { headers },
    );
    expect(missing.statusCode).toBe(400);
    const weak = await postJson(
      server.test.app,
      SECURITY_PATHS.changePassword,
      { currentPassword: credentials.password, newPassword: 'Password1' },
      { headers },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ errors: { newPassword: expect.any(Array) } });

    const changed = await postJson(
      server.test.app,
      SECURITY_PATHS.changePassword,
      { currentPassword: credentials.password, newPassword },
      { headers },
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(here.tokens.accessToken)).statusCode).toBe(200);
    expect((await me(elsewhere.tokens.accessToken)).statusCode).toBe(401);
    expect((await list(here.tokens.accessToken)).map((session) => session.current)).toEqual([true]);
    const oldPassword = await postJson(server.test.app, API_PATHS.login, credentials);
    expect(oldPassword.statusCode).toBe(401);
    await signIn(server.test, { email: credentials.email, password: newPassword });
  });

  it('answers 401 without a token or with an ended one', async () => {
    expect((await server.test.app.inject({ url: api(SECURITY_PATHS.sessions) })).statusCode).toBe(401);
    expect((await postJson(server.test.app, SECURITY_PATHS.endAllSessions, {})).statusCode).toBe(401);
    expect(
      (
        await postJson(server.test.app, SECURITY_PATHS.changePassword, {
          currentPassword: 'a',
          newPassword: 'b',
        })
      ).statusCode,
    ).toBe(401);
  });
});
