import type { PaymentQueueCounts } from '@portal/contracts/paymentJourney';
import { ADMIN_PAYMENT_QUEUES, type AdminPaymentQueue } from '@portal/rules/paymentLifecycle';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { type Db, tables } from '../../plugins/database';

const { paymentRequests } = tables;

/**
 * Payment requests waiting for an admin, for the dashboard's count: the same rows
 * the Payment Requests page lists as pending (the status index serves the count).
 */
export async function countPendingPayments(db: Db): Promise<number> {
  const [row] = await db
    .select({ pending: count() })
    .from(paymentRequests)
    .where(eq(paymentRequests.status, 'pending'));
  return row?.pending ?? 0;
}

/** Requests in each of staff's work queues (ADMIN_PAYMENT_QUEUES), from the status index. */
export async function countPaymentQueues(db: Db): Promise<PaymentQueueCounts> {
  const queues = Object.entries(ADMIN_PAYMENT_QUEUES) as [AdminPaymentQueue, readonly string[]][];
  const states = queues.flatMap(([, members]) => members);
  const rows = await db
    .select({ status: paymentRequests.status, count: sql<number>`count(*)::int` })
    .from(paymentRequests)
    .where(inArray(paymentRequests.status, states as (typeof paymentRequests.status._.data)[]))
    .groupBy(paymentRequests.status);
  const byState = new Map(rows.map((row) => [row.status as string, Number(row.count)]));
  const counts = {} as PaymentQueueCounts;
  for (const [queue, members] of queues) {
    counts[queue] = members.reduce((total, state) => total + (byState.get(state) ?? 0), 0);
  }
  return counts;
}
