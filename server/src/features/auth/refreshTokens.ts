import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { tables, type Db, type UserRow } from '../../plugins/database';
import { randomToken, sha256 } from './secrets';

const { refreshTokens, users } = tables;

/** Each refresh token lives a week; rotation never carries a session past 30 days. */
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60_000;
/**
 * Live sessions an account may hold: a new sign-in past it ends the oldest, so a
 * script signing in in a loop cannot grow the table or the sessions list without end.
 */
export const MAX_LIVE_SESSIONS = 20;
/** Longer than anything we issue; longer input is refused before any lookup. */
export const MAX_REFRESH_TOKEN_LENGTH = 128;

export interface Session {
  /** The family's id, carried by its access tokens as `sid`. */
  sessionId: string;
  /** The refresh token, given to the client once and stored only as a hash. */
  token: string;
}

/** Kept for the sessions list only: cut short, so a client cannot store much through it. */
export const MAX_USER_AGENT_LENGTH = 300;
const userAgentOf = (header: string | undefined): string | null =>
  header ? header.slice(0, MAX_USER_AGENT_LENGTH) : null;

/**
 * Starts a new family (a sign-in) and returns its first token; past MAX_LIVE_SESSIONS
 * the oldest live families end. The account's row is locked meanwhile, so that
 * sign-ins racing on several instances still leave at most the limit.
 */
export async function startSession(db: Db, userId: string, now: Date, userAgent?: string): Promise<Session> {
  const token = randomToken();
  const sessionId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx.insert(refreshTokens).values({
      userId,
      familyId: sessionId,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      familyExpiresAt: new Date(now.getTime() + SESSION_MAX_MS),
      createdAt: now,
      userAgent: userAgentOf(userAgent),
    });
    // One unrotated token per live family; its family's end orders the families by start.
    await tx.execute(sql`
      update ${refreshTokens} set revoked_at = ${now.toISOString()}::timestamptz
      where ${refreshTokens.userId} = ${userId} and ${refreshTokens.revokedAt} is null
        and ${refreshTokens.familyId} in (
          select ${refreshTokens.familyId} from ${refreshTokens}
          where ${refreshTokens.userId} = ${userId} and ${refreshTokens.revokedAt} is null
            and ${refreshTokens.rotatedAt} is null
            and ${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz
          order by ${refreshTokens.familyExpiresAt} desc, ${refreshTokens.createdAt} desc
          offset ${MAX_LIVE_SESSIONS})`);
  });
  return { sessionId, token };
}

/** The session (family) a refresh token belongs to, to throttle it before any change. */
export async function familyOfToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  return row?.familyId ?? null;
}

export type Rotation =
  | { ok: true; user: UserRow; token: string; sessionId: string }
  | { ok: false; reused?: { userId: string; familyId: string } };

/**
 * Trades a refresh token for a new one in the same family (refresh tokens rotate: each is used
 * once). A token that was already traded is a replay: its whole family is revoked, so neither the
 * thief's nor the owner's copy works any more. The row lock makes two instances racing with the
 * same token see one rotation and one replay.
 */
export function rotate(db: Db, token: string, now: Date, userAgent?: string): Promise<Rotation> {
  return db.transaction(async (tx): Promise<Rotation> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .for('update');
    if (!row || row.revokedAt) return { ok: false };
    if (row.rotatedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { ok: false, reused: { userId: row.userId, familyId: row.familyId } };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false };

    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user || !user.emailVerifiedAt) return { ok: false };

    const next = randomToken();
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
    await tx.insert(refreshTokens).values({
      userId: row.userId,
      familyId: row.familyId,
      tokenHash: sha256(next),
      expiresAt: new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, row.familyExpiresAt.getTime())),
      familyExpiresAt: row.familyExpiresAt,
      createdAt: now,
      userAgent: userAgentOf(userAgent) ?? row.userAgent,
    });
    return { ok: true, user, token: next, sessionId: row.familyId };
  });
}

/** Sign-out: ends the session the token belongs to. Unknown tokens are ignored. */
export async function revokeFamilyOf(db: Db, token: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of an account (a password reset signs the account out everywhere). */
export async function revokeAllSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
