import { movableFrom, nextState } from '@portal/contracts';
import { and, inArray, lte } from 'drizzle-orm';
import { paymentRequests } from '../../plugins/database/schema';
import { recordMove } from './movePayment';
import type { PaymentDeps } from './paymentDeps';

/** The most requests one transaction expires. */
export const EXPIRY_CHUNK = 500;

export const EXPIRED_NOTE = 'The naira did not arrive before the deadline.';

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
  const from = movableFrom('expire', 'system');
  const overdue = and(inArray(paymentRequests.status, [...from]), lte(paymentRequests.fundingDeadline, now));
  // Every payment read asks first, without a transaction: almost always nothing is due.
  const [any] = await deps.db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(overdue)
    .limit(1);
  if (!any) return 0;
  let expired = 0;
  // A backlog (the job stopped for a day, a restore) is expired a bounded chunk per transaction,
  // so no statement carries more ids than PostgreSQL's 65,535 parameters and no lock is held long.
  for (;;) {
    const moved = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: paymentRequests.id, status: paymentRequests.status })
        .from(paymentRequests)
        .where(overdue)
        .limit(chunk)
        .for('update');
      if (due.length === 0) return 0;
      const before = new Map(due.map((row) => [row.id, row.status]));
      const rows = await tx
        .update(paymentRequests)
        .set({ status: nextState('expire'), statusChangedAt: now })
        .where(and(inArray(paymentRequests.id, [...before.keys()]), inArray(paymentRequests.status, [...from])))
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
