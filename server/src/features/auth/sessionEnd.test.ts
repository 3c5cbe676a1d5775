import { API_PATHS, DATA_PATHS, type ApiFailure } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { tables } from '../../plugins/database';
import {
  DATABASE_KINDS,
  api,
  bearer,
  latestResetToken,
  postJson,
  signIn,
  useTestServer,
  verifiedAccount,
} from '../../testing';
import { AUTH_MESSAGES } from './messages';

/**
 * Issue 12, item 3: an access token belongs to one session (its refresh-token family,
 * the `sid` claim), and ending the session ends the token at once, not 15 minutes later.
 */
describe.each(DATABASE_KINDS)('ending a session ends its access tokens on %s', (kind) => {
  const server = useTestServer(kind);
  const me = (token: string) =>
    server.test.app.inject({ method: 'GET', url: api(API_PATHS.me), headers: bearer(token) });
  const profile = (token: string) =>
    server.test.app.inject({ method: 'GET', url: api(DATA_PATHS.profile), headers: bearer(token) });
  const refresh = (refreshToken: string | undefined) =>
    postJson(server.test.app, API_PATHS.refresh, { refreshToken });
  const expired = { success: false, message: AUTH_MESSAGES.sessionExpired, code: ERROR_CODES.invalidToken };

  it('names its session in the sid claim', async () => {
    const { user, tokens } = await signIn(server.test, await verifiedAccount(server.test));
    const [row] = await server.database.db
      .select({ familyId: tables.refreshTokens.familyId })
      .from(tables.refreshTokens)
      .where(eq(tables.refreshTokens.userId, user.id));
    expect(decodeJwt(tokens.accessToken).sid).toBe(row?.familyId);
    const rotated = (await refresh(tokens.refreshToken)).json<{ data: LoginData }>().data.tokens.accessToken;
    expect(decodeJwt(rotated).sid).toBe(row?.familyId);
  });

  it('refuses the access token after logout, on /auth/me and on data routes; other sessions go on', async () => {
    const account = await verifiedAccount(server.test);
    const mine = await signIn(server.test, account);
    const other = await signIn(server.test, account);
    expect((await me(mine.tokens.accessToken)).statusCode).toBe(200);
    expect((await profile(mine.tokens.accessToken)).statusCode).toBe(200);

    await postJson(server.test.app, API_PATHS.logout, { refreshToken: mine.tokens.refreshToken });

    const afterLogout = await me(mine.tokens.accessToken);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toEqual(expired);
    const data = await profile(mine.tokens.accessToken);
    expect(data.statusCode).toBe(401);
    expect(data.json<ApiFailure>().code).toBe(ERROR_CODES.invalidToken);
    expect((await me(other.tokens.accessToken)).statusCode).toBe(200);
    expect((await profile(other.tokens.accessToken)).statusCode).toBe(200);
  });

  it('refuses every access token of a family that a reused refresh token revoked', async () => {
    const session = await signIn(server.test, await verifiedAccount(server.test));
    const rotated = (await refresh(session.tokens.refreshToken)).json<{ data: LoginData }>().data.tokens;
    expect((await me(rotated.accessToken)).statusCode).toBe(200);

    expect((await refresh(session.tokens.refreshToken)).statusCode).toBe(401);

    for (const token of [session.tokens.accessToken, rotated.accessToken]) {
      expect((await me(token)).statusCode).toBe(401);
      expect((await profile(token)).statusCode).toBe(401);
    }
  });

  it('refuses the access tokens of every session after a password reset', async () => {
    const account = await verifiedAccount(server.test);
    const sessions = [await signIn(server.test, account), await signIn(server.test, account)];
    await postJson(server.test.app, API_PATHS.forgotPassword, { email: account.email });
    const reset = await postJson(server.test.app, API_PATHS.resetPassword, {
      token: latestResetToken(server.test.mail, account.email),
      password: 'Another-Secret-42',
    });
    expect(reset.statusCode).toBe(200);
    for (const { tokens } of sessions) expect((await me(tokens.accessToken)).statusCode).toBe(401);
  });
});
