import type { AdminDashboardStats } from '@portal/contracts';
import { and, count, countDistinct, eq, isNull } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';
import { countPendingPayments } from './paymentCount';
import { isReviewableCustomer } from './registrationRows';

const { users, documents } = tables;

/**
 * The admin dashboard's cards, counted from the database on every read (live counts, never sample
 * figures).
 */
export async function dashboardStats(db: Db): Promise<AdminDashboardStats> {
  const [registrations, documentSets, customers, paymentRequests] = await Promise.all([
    db
      .select({ value: count() })
      .from(users)
      .where(and(isReviewableCustomer(), eq(users.registrationStatus, 'pending'))),
    db
      .select({ value: countDistinct(documents.userId) })
      .from(documents)
      .innerJoin(users, eq(users.id, documents.userId))
      .where(and(eq(users.role, 'user'), eq(documents.status, 'pending'), isNull(documents.supersededAt))),
    db.select({ value: count() }).from(users).where(eq(users.role, 'user')),
    countPendingPayments(db),
  ]);
  return {
    pendingRegistrations: registrations[0]?.value ?? 0,
    documentApprovals: documentSets[0]?.value ?? 0,
    paymentRequests,
    totalUsers: customers[0]?.value ?? 0,
  };
}
