import { and, eq, isNotNull } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';

// Here in auth (the sign-in asks it, and so does the admin guard), apart from the code checks of
// two-factor, so that neither loads the TOTP library.
const { twoFactor } = tables;

/** Whether the account signs in with a second factor. */
export async function isTwoFactorOn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return Boolean(row);
}
