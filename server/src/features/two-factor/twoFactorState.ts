import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';

// Apart from the code checks, so that the admin guard does not load the TOTP library.
const { twoFactor, recoveryCodes } = tables;

/** Whether the account signs in with a second factor. */
export async function isTwoFactorOn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return Boolean(row);
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
