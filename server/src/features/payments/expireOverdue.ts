import { movableFrom, nextState } from '@portal/rules/paymentLifecycle';
import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import { preparedOncePerDatabase, tables } from '../../plugins/database';
import { recordMove } from './movePayment';
import type { PaymentDeps } from './paymentDeps';

const { paymentRequests } = tables;

/** The most requests one transaction expires. */
export const EXPIRY_CHUNK = 500;

export const EXPIRED_NOTE = 'The naira did not arrive before the deadline.';

/** The states a request expires from (approved only: a reported funding may have arrived). */
const EXPIRES_FROM = movableFrom('expire', 'system');

/**
 * Whether the oldest deadline of a request still awaiting funds has passed: the cheap
 * question every payment read asks first. Ordered by the deadline and with the state
 * written into the SQL, so PostgreSQL reads the partial index on funding_deadline
 * (approved only) from its start and stops at the first entry, custom or generic plan.
 * Unordered (`… and funding_deadline <= $now limit 1`) it guessed that one request in
 * thirteen matches (a tenth are approved, three quarters of all deadlines have passed:
 * those of requests funded long ago) and scanned the whole table for one, finding none:
 * 1,000,000 rows, one to five seconds, on every list request (the journey bench).
 */
const firstOverdue = preparedOncePerDatabase((db) =>
  db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(
      and(
        inArray(paymentRequests.status, [...EXPIRES_FROM]).inlineParams(),
        lte(paymentRequests.fundingDeadline, sql.placeholder('now')),
      ),
    )
    .orderBy(asc(paymentRequests.fundingDeadline))
    .limit(1)
    .prepare('payments_first_overdue'),
);

/**
 * Moves every approved request whose funding deadline has passed to expired (D29, D30),
 * each with its timeline row, audit entry (by the system) and e-mail, in one transaction.
 * Run every minute by the job and before every payment read, so no read after a deadline
 * shows the request as approved. The update decides a race with a customer's report or
 * staff's confirmation: a request that moved on first is no longer approved. The partial
 * index on funding_deadline (approved only) keeps the check cheap when nothing is due.
 */
export async function expireOverdue(
  deps: Pick<PaymentDeps, 'db' | 'mailer' | 'publicUrl'>,
  now: Date,
  chunk = EXPIRY_CHUNK,
): Promise<number> {
  const from = EXPIRES_FROM;
  const overdue = and(
    inArray(paymentRequests.status, [...from]).inlineParams(),
    lte(paymentRequests.fundingDeadline, now),
  );
  // Every payment read asks first, without a transaction: almost always nothing is due.
  const [any] = await firstOverdue(deps.db).execute({ now: now.toISOString() });
  if (!any) return 0;
  let expired = 0;
  // A backlog (the job stopped for a day, a restore) is expired a bounded chunk per transaction,
  // so no statement carries more ids than PostgreSQL's 65,535 parameters and no lock is held long.
  // Oldest deadline first, through the same index.
  for (;;) {
    const moved = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: paymentRequests.id, status: paymentRequests.status })
        .from(paymentRequests)
        .where(overdue)
        .orderBy(asc(paymentRequests.fundingDeadline))
        .limit(chunk)
        .for('update');
      if (due.length === 0) return 0;
      const before = new Map(due.map((row) => [row.id, row.status]));
      const rows = await tx
        .update(paymentRequests)
        .set({ status: nextState('expire'), statusChangedAt: now })
        .where(
          and(inArray(paymentRequests.id, [...before.keys()]), inArray(paymentRequests.status, [...from])),
        )
        .returning();
      for (const row of rows) {
        await recordMove(tx, deps, row, {
          move: 'expire',
          before: before.get(row.id) ?? row.status,
          actor: { kind: 'system', account: null },
          at: now,
          note: EXPIRED_NOTE,
        });
      }
      return rows.length;
    });
    expired += moved;
    if (moved < chunk) break;
  }
  if (expired > 0) await deps.mailer.afterCommit();
  return expired;
}
