import { API_PATHS } from '@portal/contracts/api';
import { loginDataSchema, type LoginData } from '@portal/contracts/apiSchemas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import * as z from 'zod/mini';
import { DATABASE_KINDS, postJson, signIn, useTestServer, verifiedAccount } from '../../../testing';
import { AUTH_MESSAGES } from '../messages';

describe.each(DATABASE_KINDS)('POST /api/auth/refresh on %s', (kind) => {
  const server = useTestServer(kind);
  const refresh = (refreshToken: unknown) => postJson(server.test.app, API_PATHS.refresh, { refreshToken });
  const expired = { success: false, message: AUTH_MESSAGES.sessionExpired, code: ERROR_CODES.invalidToken };

  it('trades a refresh token for a new pair and the current user', async () => {
    const account = await verifiedAccount(server.test);
    const session = await signIn(server.test, account);
    const response = await refresh(session.tokens.refreshToken);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.refreshed });
    const data = z.parse(loginDataSchema, response.json<{ data: unknown }>().data);
    expect(data.user).toEqual(session.user);
    expect(data.tokens.refreshToken).not.toBe(session.tokens.refreshToken);
    expect(data.tokens.accessToken.split('.')).toHaveLength(3);
    expect((await refresh(data.tokens.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back (a reused refresh token ends its session)', async () => {
    const account = await verifiedAccount(server.test);
    const session = await signIn(server.test, account);
    const rotated = (await refresh(session.tokens.refreshToken)).json<{ data: LoginData }>().data.tokens
      .refreshToken;

    const replay = await refresh(session.tokens.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(expired);
    // The newest token of the family is dead too, so a thief's copy is useless.
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect(server.test.logs.join('')).toMatch(/refresh token reused/);

    // Other sessions of the same account are untouched.
    const other = await signIn(server.test, account);
    expect((await refresh(other.tokens.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a token older than a week', async () => {
    const session = await signIn(server.test, await verifiedAccount(server.test));
    server.test.clock.advance(7 * 24 * 60 * 60_000 + 1_000);
    const response = await refresh(session.tokens.refreshToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(expired);
  });

  it('never carries a session past 30 days, however often it is refreshed', async () => {
    let token = (await signIn(server.test, await verifiedAccount(server.test))).tokens.refreshToken;
    for (let refreshes = 0; refreshes < 4; refreshes += 1) {
      server.test.clock.advance(6 * 24 * 60 * 60_000);
      const response = await refresh(token);
      expect(response.statusCode).toBe(200);
      token = response.json<{ data: LoginData }>().data.tokens.refreshToken;
    }
    // Day 30 and a second: the family's end, though the last token is only 6 days old.
    server.test.clock.advance(6 * 24 * 60 * 60_000 + 1_000);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it.each([['made-up-token'], [''], ['x'.repeat(500)]])(
    'refuses the unknown token %j with 401',
    async (token) => {
      const response = await refresh(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(expired);
    },
  );

  it.each([[{}], [{ refreshToken: 42 }], [[]]])('refuses the body %j with 400', async (body) => {
    const response = await postJson(server.test.app, API_PATHS.refresh, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: ERROR_CODES.validation });
  });
});
