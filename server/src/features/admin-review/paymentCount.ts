import type { Db } from '../database';

/**
 * Payment requests waiting for an admin, for the dashboard's count. Payment requests
 * are not stored on the server yet ("Payments made real" adds them); until then there
 * are none to count, and 0 is the true answer rather than a sample number. That work
 * replaces this body with a count of the pending rows.
 */
export async function countPendingPayments(db: Db): Promise<number> {
  void db;
  return 0;
}
