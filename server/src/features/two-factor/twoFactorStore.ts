import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';
import { isTwoFactorOn } from '../auth';
import { looksLikeRecoveryCode, type RecoveryCodeHasher } from './recoveryCodes';
import type { SecretBox } from './secretBox';
import { acceptedStep } from './totp';

const { twoFactor, recoveryCodes } = tables;

/** Keeps a new secret waiting for its first code; an enabled secret stays as it is meanwhile. */
export async function savePendingSecret(db: Db, box: SecretBox, userId: string, secret: string, now: Date) {
  const pendingSecretEncrypted = box.seal(secret);
  await db
    .insert(twoFactor)
    .values({ userId, pendingSecretEncrypted, updatedAt: now })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { pendingSecretEncrypted, updatedAt: now } });
}

export async function pendingSecret(db: Db, box: SecretBox, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ sealed: twoFactor.pendingSecretEncrypted })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  return row?.sealed ? box.open(row.sealed) : null;
}

/**
 * Makes the pending secret the active one, with the step of the code that confirmed
 * it already used, and replaces the recovery codes. In the caller's transaction.
 */
export async function activate(
  tx: Db,
  box: SecretBox,
  userId: string,
  secret: string,
  step: number,
  codeHashes: string[],
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(twoFactor)
    .set({
      secretEncrypted: box.seal(secret),
      pendingSecretEncrypted: null,
      enabledAt: now,
      lastUsedStep: step,
      updatedAt: now,
    })
    .where(
      and(
        eq(twoFactor.userId, userId),
        isNull(twoFactor.enabledAt),
        isNotNull(twoFactor.pendingSecretEncrypted),
      ),
    )
    .returning({ userId: twoFactor.userId });
  if (updated.length === 0) return false;
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  return true;
}

/** Turns two-factor sign-in off: the secret and every recovery code are removed. */
export async function deactivate(tx: Db, userId: string): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
}

export type SecondFactor = 'authenticator' | 'recovery-code';

/**
 * Checks a second factor and uses it up: an app code is accepted once per time step
 * (the conditional update decides between two requests with the same code), a
 * recovery code once ever. Null when the code is not right for the account.
 */
export async function useSecondFactor(
  db: Db,
  deps: { box: SecretBox; hasher: RecoveryCodeHasher },
  userId: string,
  typed: string,
  now: Date,
): Promise<SecondFactor | null> {
  const code = typed.trim();
  if (/^\d{6}$/.test(code)) {
    const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
    if (!row?.enabledAt || !row.secretEncrypted) return null;
    const step = await acceptedStep(deps.box.open(row.secretEncrypted), code, now, row.lastUsedStep);
    if (step === null) return null;
    const claimed = await db
      .update(twoFactor)
      .set({ lastUsedStep: step, updatedAt: now })
      .where(
        and(
          eq(twoFactor.userId, userId),
          or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step)),
        ),
      )
      .returning({ userId: twoFactor.userId });
    return claimed.length > 0 ? 'authenticator' : null;
  }
  if (!looksLikeRecoveryCode(code) || !(await isTwoFactorOn(db, userId))) return null;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, deps.hasher.hash(userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0 ? 'recovery-code' : null;
}

/** How many unused recovery codes the account has left. */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
