import { count, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/database';
import { paymentRequests } from '../../plugins/database/schema';

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
