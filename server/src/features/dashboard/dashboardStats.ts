import type { AdminDashboardStats } from '@portal/contracts/admin';
import type { Db } from '../../plugins/database';
import { countPendingDocumentSets } from '../documents';
import { countPaymentQueues, countPendingPayments } from '../payments';
import { staleNairaRates } from '../rates';
import { countCustomers, countPendingRegistrations } from '../registrations';

/**
 * The admin dashboard's cards, counted from the database on every read (live counts, never sample
 * figures). Each module counts its own rows; the dashboard only gathers them.
 */
export async function dashboardStats(db: Db, now: Date): Promise<AdminDashboardStats> {
  const [pendingRegistrations, documentApprovals, totalUsers, paymentRequests, paymentQueues, staleRates] =
    await Promise.all([
      countPendingRegistrations(db),
      countPendingDocumentSets(db),
      countCustomers(db),
      countPendingPayments(db),
      countPaymentQueues(db),
      staleNairaRates(db, now),
    ]);
  return { pendingRegistrations, documentApprovals, paymentRequests, totalUsers, paymentQueues, staleRates };
}
