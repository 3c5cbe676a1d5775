import { API_PATHS, type ApiFailure } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, postJson, signIn, useTestServer, verifiedAccount } from '../../testing';
import { DEFAULT_AUTH_LIMITS } from './limits';
import { MAX_LIVE_SESSIONS } from './refreshTokens';
import { sha256 } from './secrets';

describe.each(DATABASE_KINDS)('limits on sessions on %s', (kind) => {
  // The throttle's own test: pinned at its pre-D39 ten a minute, so the loop below meets it.
  const server = useTestServer(kind, {
    limits: { refreshPerSession: { ...DEFAULT_AUTH_LIMITS.refreshPerSession, limit: 10 } },
  });
  const refresh = (refreshToken: string) => postJson(server.test.app, API_PATHS.refresh, { refreshToken });

  const liveFamilies = async (userId: string) => {
    const rows = await server.database.db
      .selectDistinct({ familyId: tables.refreshTokens.familyId })
      .from(tables.refreshTokens)
      .where(
        and(
          eq(tables.refreshTokens.userId, userId),
          isNull(tables.refreshTokens.revokedAt),
          gt(tables.refreshTokens.expiresAt, server.test.clock.now()),
        ),
      );
    return rows.length;
  };

  it('keeps at most 20 live sessions per account: a new sign-in ends the oldest', async () => {
    expect(MAX_LIVE_SESSIONS).toBe(20);
    const account = await verifiedAccount(server.test);
    const sessions: LoginData[] = [];
    for (let index = 0; index <= MAX_LIVE_SESSIONS; index += 1) {
      sessions.push(await signIn(server.test, account));
      server.test.clock.advance(1_000);
    }
    expect(await liveFamilies(sessions[0]?.user.id ?? '')).toBe(MAX_LIVE_SESSIONS);
    // The oldest is over; the second oldest and the newest still refresh.
    expect((await refresh(sessions[0]?.tokens.refreshToken ?? '')).statusCode).toBe(401);
    expect((await refresh(sessions[1]?.tokens.refreshToken ?? '')).statusCode).toBe(200);
    expect((await refresh(sessions[MAX_LIVE_SESSIONS]?.tokens.refreshToken ?? '')).statusCode).toBe(200);
  });

  it('throttles refreshes per session, so a loop cannot fill the table; other sessions do not feel it', async () => {
    const account = await verifiedAccount(server.test);
    const looping = await signIn(server.test, account);
    const quiet = await signIn(server.test, account);
    let token = looping.tokens.refreshToken ?? '';
    let refused: ApiFailure | undefined;
    let retryAfter = 0;
    let answered = 0;
    for (let attempt = 0; attempt < 30 && !refused; attempt += 1) {
      const response = await refresh(token);
      if (response.statusCode === 200) {
        token = response.json<{ data: LoginData }>().data.tokens.refreshToken ?? '';
        answered += 1;
      } else {
        expect(response.statusCode).toBe(429);
        refused = response.json<ApiFailure>();
        retryAfter = Number(response.headers['retry-after']);
      }
    }
    expect(answered).toBeGreaterThanOrEqual(3);
    expect(answered).toBeLessThanOrEqual(10);
    expect(refused?.code).toBe(ERROR_CODES.rateLimited);
    expect(retryAfter).toBeGreaterThan(0);
    const rows = await server.database.db
      .select()
      .from(tables.refreshTokens)
      .where(eq(tables.refreshTokens.familyId, await familyOf(token)));
    expect(rows.length).toBe(answered + 1);
    // The refused token was not spent: after the wait it still refreshes.
    server.test.clock.advance(retryAfter * 1_000);
    expect((await refresh(token)).statusCode).toBe(200);
    expect((await refresh(quiet.tokens.refreshToken ?? '')).statusCode).toBe(200);
  });

  async function familyOf(token: string): Promise<string> {
    const [row] = await server.database.db
      .select({ familyId: tables.refreshTokens.familyId })
      .from(tables.refreshTokens)
      .where(eq(tables.refreshTokens.tokenHash, sha256(token)));
    return row?.familyId ?? '';
  }
});
