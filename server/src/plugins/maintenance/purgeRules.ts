import { and, eq, exists, inArray, isNotNull, isNull, lt, lte, not, or, sql } from 'drizzle-orm';
import { tables, type Db } from '../database';
import { purgeExpired } from '../rate-limit';

const { auditLog, documents, mailOutbox, passwordResetTokens, paymentRequests, refreshTokens, users } =
  tables;

/**
 * Refresh tokens of sessions past their absolute end (30 days from sign-in), every
 * row of the family alike. Before that end the rows stay, rotated and revoked ones
 * too: a rotated token coming back is how a stolen one is recognised, and a revoked
 * family is what refuses its access tokens.
 */
export async function purgeEndedSessions(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(refreshTokens)
    .where(lte(refreshTokens.familyExpiresAt, now))
    .returning({ id: refreshTokens.id });
  return removed.length;
}

/** Reset links used or expired: neither can do anything any more. */
export async function purgeSpentResetTokens(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(passwordResetTokens)
    .where(or(isNotNull(passwordResetTokens.usedAt), lte(passwordResetTokens.expiresAt, now)))
    .returning({ id: passwordResetTokens.id });
  return removed.length;
}

/**
 * Sign-ups never verified within `maxAgeMs`: the address may not even be theirs, and
 * the row would otherwise keep it taken for ever. Their verification codes and reset
 * links go with them (the foreign keys cascade). An admin, or an account with any
 * document or payment request, is never removed: an unverified account cannot have
 * those, and if one somehow does, deleting it would cascade to records of value.
 */
export async function purgeNeverVerifiedAccounts(db: Db, now: Date, maxAgeMs: number): Promise<number> {
  const removed = await db
    .delete(users)
    .where(
      and(
        isNull(users.emailVerifiedAt),
        eq(users.role, 'user'),
        lt(users.createdAt, new Date(now.getTime() - maxAgeMs)),
        not(exists(db.select({ id: documents.id }).from(documents).where(eq(documents.userId, users.id)))),
        not(
          exists(
            db
              .select({ id: paymentRequests.id })
              .from(paymentRequests)
              .where(eq(paymentRequests.userId, users.id)),
          ),
        ),
      ),
    )
    .returning({ id: users.id });
  return removed.length;
}

/** E-mails sent more than `maxAgeMs` ago; unsent ones stay, however old, until sent. */
export async function purgeSentMail(db: Db, now: Date, maxAgeMs: number): Promise<number> {
  const removed = await db
    .delete(mailOutbox)
    .where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, new Date(now.getTime() - maxAgeMs))))
    .returning({ id: mailOutbox.id });
  return removed.length;
}

/** Rate-limit counters (and marks) whose window has ended. */
export async function purgeEndedCounters(db: Db, now: Date): Promise<number> {
  return purgeExpired(db, now);
}

/**
 * Sign-in events (sign-ins, failures, lock-outs): personal data about where people
 * sign in from, kept `maxAgeMs` (SECURITY_EVENT_DAYS) and then removed. The rest of
 * the audit record (decisions, account changes) is kept for ever. The table's trigger
 * lets only these actions go, and only in a transaction that says it is this purge.
 */
export const SECURITY_EVENT_ACTIONS = ['auth.sign-in', 'auth.sign-in-failed', 'auth.locked-out'] as const;

export async function purgeOldSecurityEvents(db: Db, now: Date, maxAgeMs: number): Promise<number> {
  await db.execute(sql`select set_config('portal.purge_security_events', 'on', true)`);
  const removed = await db
    .delete(auditLog)
    .where(
      and(
        inArray(auditLog.action, [...SECURITY_EVENT_ACTIONS]),
        lt(auditLog.occurredAt, new Date(now.getTime() - maxAgeMs)),
      ),
    )
    .returning({ id: auditLog.id });
  await db.execute(sql`select set_config('portal.purge_security_events', 'off', true)`);
  return removed.length;
}
