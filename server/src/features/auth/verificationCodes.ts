import { eq, sql } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';
import { codeDigest, randomCode, sameDigest } from './secrets';

const { users, verificationCodes } = tables;

export const CODE_TTL_MINUTES = 15;
/**
 * Wrong guesses allowed per code (codes allow a few attempts, then expire); after them only a new
 * code helps.
 */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Gives the account a new code, replacing any earlier one (which stops working),
 * and returns it in clear for the e-mail. Only its digest is stored.
 */
export async function issueCode(db: Db, key: string, userId: string, now: Date): Promise<string> {
  const code = randomCode();
  const row = {
    userId,
    codeHash: codeDigest(key, userId, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
    failedAttempts: 0,
    createdAt: now,
  };
  await db
    .insert(verificationCodes)
    .values(row)
    .onConflictDoUpdate({
      target: verificationCodes.userId,
      set: { codeHash: row.codeHash, expiresAt: row.expiresAt, failedAttempts: 0, createdAt: now },
    });
  return code;
}

export type CodeCheck = 'verified' | 'invalid' | 'expired' | 'exhausted';

/**
 * Checks a code for an address and, when right, marks the address verified and
 * spends the code, all in one transaction. A wrong guess is counted even though the
 * answer is a refusal. Unknown and already verified addresses answer 'invalid',
 * like a wrong code.
 */
export function checkCode(db: Db, key: string, email: string, code: string, now: Date): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ user: users, code: verificationCodes })
      .from(users)
      .innerJoin(verificationCodes, eq(verificationCodes.userId, users.id))
      .where(eq(users.email, email))
      .for('update');
    if (!row || row.user.emailVerifiedAt) return 'invalid';
    if (row.code.failedAttempts >= MAX_CODE_ATTEMPTS) return 'exhausted';
    if (row.code.expiresAt.getTime() <= now.getTime()) return 'expired';

    if (!sameDigest(codeDigest(key, row.user.id, code), row.code.codeHash)) {
      await tx
        .update(verificationCodes)
        .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(eq(verificationCodes.userId, row.user.id));
      return row.code.failedAttempts + 1 >= MAX_CODE_ATTEMPTS ? 'exhausted' : 'invalid';
    }

    await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, row.user.id));
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, row.user.id));
    return 'verified';
  });
}
