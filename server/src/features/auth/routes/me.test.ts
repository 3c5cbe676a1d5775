import { API_PATHS } from '@portal/contracts/api';
import { meDataSchema, type MeData } from '@portal/contracts/apiSchemas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import * as z from 'zod/mini';
import { tables } from '../../../plugins/database';
import {
  DATABASE_KINDS,
  TEST_JWT_SECRET,
  bearer,
  signIn,
  useTestServer,
  verifiedAccount,
} from '../../../testing';
import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../accessTokens';
import { AUTH_MESSAGES } from '../messages';

describe.each(DATABASE_KINDS)('GET /api/auth/me on %s', (kind) => {
  const server = useTestServer(kind);
  const me = (headers: Record<string, string> = {}) =>
    server.test.app.inject({ method: 'GET', url: `/api${API_PATHS.me}`, headers });
  const refused = (message: string = AUTH_MESSAGES.sessionExpired) => ({
    success: false,
    message,
    code: ERROR_CODES.invalidToken,
  });

  async function session() {
    return signIn(server.test, await verifiedAccount(server.test));
  }

  /** A token like ours, with whatever claims, header and key a forger picks. */
  function forge(
    claims: Record<string, unknown>,
    options: { key?: string; alg?: string; expiresIn?: number } = {},
  ): Promise<string> {
    const now = Math.floor(server.test.clock.now().getTime() / 1000);
    return new SignJWT({ role: 'admin', ver: 0, ...claims })
      .setProtectedHeader({ alg: options.alg ?? 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresIn ?? 600))
      .sign(new TextEncoder().encode(options.key ?? TEST_JWT_SECRET));
  }

  it('answers with the user as stored now, not as the token says', async () => {
    const { user, tokens } = await session();
    const response = await me(bearer(tokens.accessToken));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.currentUser });
    expect(z.parse(meDataSchema, response.json<{ data: unknown }>().data)).toEqual({ user });

    await server.database.db.update(tables.users).set({ approved: true }).where(eq(tables.users.id, user.id));
    expect((await me(bearer(tokens.accessToken))).json<{ data: MeData }>().data.user.approved).toBe(true);
  });

  it('carries iss, aud, sub and role and lives 15 minutes', async () => {
    const { user, tokens } = await session();
    const claims = decodeJwt(tokens.accessToken);
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, sub: user.id, role: 'user' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(ACCESS_TOKEN_TTL_SECONDS);
  });

  it('refuses a call without a token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refused(AUTH_MESSAGES.authRequired));
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { tokens } = await session();
    server.test.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1_000);
    const response = await me(bearer(tokens.accessToken));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refused());
  });

  it('refuses a tampered token (role changed to admin)', async () => {
    const { tokens } = await session();
    const [header, payload, signature] = tokens.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const tampered = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect((await me(bearer(`${header}.${tampered}.${signature}`))).statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const { user } = await session();
    const unsigned = new UnsecuredJWT({ role: 'user', ver: 0 })
      .setSubject(user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('10m')
      .encode();
    expect((await me(bearer(unsigned))).statusCode).toBe(401);
  });

  it('refuses tokens signed with another key or another algorithm', async () => {
    const { user, tokens } = await session();
    const { sid } = decodeJwt(tokens.accessToken);
    const otherKey = await forge(
      { sub: user.id, sid },
      { key: 'another-secret-that-is-long-enough-1234567890' },
    );
    const hs512 = await forge({ sub: user.id, sid }, { alg: 'HS512' });
    expect((await me(bearer(otherKey))).statusCode).toBe(401);
    expect((await me(bearer(hs512))).statusCode).toBe(401);
    // The same claims with our key and algorithm pass, so the refusals above are about key and algorithm.
    expect((await me(bearer(await forge({ sub: user.id, sid, role: 'user' })))).statusCode).toBe(200);
  });

  it('refuses a well-signed token that names no session, or a session of another account', async () => {
    const { user } = await session();
    const other = await session();
    const { sid: otherSid } = decodeJwt(other.tokens.accessToken);
    expect((await me(bearer(await forge({ sub: user.id, role: 'user' })))).statusCode).toBe(401);
    const borrowed = await forge({ sub: user.id, role: 'user', sid: otherSid });
    expect((await me(bearer(borrowed))).statusCode).toBe(401);
  });

  it('refuses a well-signed token for an account that no longer exists, or that is not a user id', async () => {
    const { user, tokens } = await session();
    await server.database.db.delete(tables.users).where(eq(tables.users.id, user.id));
    expect((await me(bearer(tokens.accessToken))).statusCode).toBe(401);
    const response = await me(bearer(await forge({ sub: "1' or '1'='1" })));
    expect(response.statusCode).toBe(401);
  });
});
