import type { AdminDashboardStats } from '@portal/contracts';
import type { Db } from '../../plugins/database';
import { countPendingDocumentSets } from '../documents';
import { countPendingPayments } from '../payments';
import { countCustomers, countPendingRegistrations } from '../registrations';

/**
 * The admin dashboard's cards, counted from the database on every read (live counts, never sample
 * figures). Each module counts its own rows; the dashboard only gathers them.
 */
export async function dashboardStats(db: Db): Promise<AdminDashboardStats> {
  const [pendingRegistrations, documentApprovals, totalUsers, paymentRequests] = await Promise.all([
    countPendingRegistrations(db),
    countPendingDocumentSets(db),
    countCustomers(db),
    countPendingPayments(db),
  ]);
  return { pendingRegistrations, documentApprovals, paymentRequests, totalUsers };
}
