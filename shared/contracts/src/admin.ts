import type * as z from 'zod/mini';
import type { AdminPaymentRow } from './paymentAnswers';
import type { rateDataSchema } from './rates';
import type { ActivityEntry, dashboardStatsSchema, ReviewFilter } from './review';

/**
 * The admin area's wire shapes that are not a schema's answer as is: its queries,
 * decisions and pages (the data-source interface itself is the admin remote's own,
 * in remotes/admin/src/api). Dates are ISO 8601 strings.
 */

export { RECEIVING_ACCOUNT_CURRENCIES, type ReceivingAccountCurrency } from '@portal/rules/currencies';

/** The admin dashboard's counts, counted by the server on every read. */
export type AdminDashboardStats = z.infer<typeof dashboardStatsSchema>;

/** One entry of the dashboard's recent activity: an entry of the audit record. */
export type AdminActivity = ActivityEntry;
export type AdminActivityKind = ActivityEntry['kind'];

/** Which rows of a review list to read: by status, and matching a name, e-mail or company. */
export interface AdminReviewQuery {
  status: ReviewFilter;
  /** Empty for no search. */
  search: string;
}

/** An admin's decision as sent to the server; a rejection carries the reason the customer sees. */
export type AdminDecision = { decision: 'approved' } | { decision: 'rejected'; reason: string };

/** Which payment requests to read: by status, and the page after `cursor` (null: the newest). */
export interface AdminPaymentQuery {
  status: ReviewFilter;
  cursor: string | null;
}

/** One page of payment requests, newest first; `nextCursor` reads the next (older) page, null on the last. */
export interface AdminPaymentPage {
  payments: AdminPaymentRow[];
  nextCursor: string | null;
}

/** A rate of the table as changed, with when it changed. */
export type AdminRate = z.infer<typeof rateDataSchema>['rate'];
