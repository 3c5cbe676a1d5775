import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { preparedOncePerDatabase, tables, type Db, type UserRow } from '../../plugins/database';
import { randomToken, sha256 } from './secrets';

const { refreshTokens, users } = tables;

/** Each refresh token lives a week; rotation never carries a session past 30 days. */
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60_000;
/** Longer than anything we issue; longer input is refused before any lookup. */
export const MAX_REFRESH_TOKEN_LENGTH = 128;

// Every sign-in inserts one; built once per database handle rather than per call.
const prepareStart = (db: Db) =>
  db
    .insert(refreshTokens)
    .values({
      userId: sql.placeholder('userId'),
      familyId: sql.placeholder('familyId'),
      tokenHash: sql.placeholder('tokenHash'),
      expiresAt: sql.placeholder('expiresAt'),
      familyExpiresAt: sql.placeholder('familyExpiresAt'),
      createdAt: sql.placeholder('createdAt'),
      userAgent: sql.placeholder('userAgent'),
    })
    .prepare('start_session');
const startFor = preparedOncePerDatabase(prepareStart);

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

/** Starts a new family (a sign-in) and returns its first token. */
export async function startSession(db: Db, userId: string, now: Date, userAgent?: string): Promise<Session> {
  const token = randomToken();
  const sessionId = randomUUID();
  await startFor(db).execute({
    userId,
    familyId: sessionId,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    familyExpiresAt: new Date(now.getTime() + SESSION_MAX_MS),
    createdAt: now,
    userAgent: userAgentOf(userAgent),
  });
  return { sessionId, token };
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
