import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';
import { revokeAllSessions } from './refreshTokens';
import { randomToken, sha256 } from './secrets';

const { passwordResetTokens, users } = tables;

export const RESET_TOKEN_TTL_MINUTES = 30;
export const MAX_RESET_TOKEN_LENGTH = 128;

/**
 * A new reset link for the account (the e-mailed link opens /reset-password?token=…, works once and
 * expires). Earlier unused links stop working, so only the newest e-mail counts.
 */
export function issueResetToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomToken();
  return db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    return token;
  });
}

const usable = (row: { usedAt: Date | null; expiresAt: Date } | undefined, now: Date) =>
  Boolean(row && !row.usedAt && row.expiresAt.getTime() > now.getTime());

/** Whether a link can still be used (checked before the costly password hash). */
export async function isResetTokenUsable(db: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, sha256(token)));
  return usable(row, now);
}

/**
 * Uses a link: sets the new password, spends the link, ends every session and
 * invalidates access tokens already issued, all or nothing. Following the e-mailed
 * link proves the address, so an unverified account becomes verified.
 */
export function useResetToken(db: Db, token: string, passwordHash: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(token)))
      .for('update');
    if (!row || !usable(row, now)) return false;

    await tx.update(passwordResetTokens).set({ usedAt: now }).where(eq(passwordResetTokens.id, row.id));
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, row.userId),
          ne(passwordResetTokens.id, row.id),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, row.userId));
    await revokeAllSessions(tx, row.userId, now);
    return true;
  });
}
