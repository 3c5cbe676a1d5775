import type * as z from 'zod/mini';
import type {
  AdminPaymentRow,
  RatesData,
  rateDataSchema,
  RateUpdate,
  ReceivingAccount,
  ReceivingAccountView,
  WalletSettingsBody,
  WalletView,
} from './payments';
import type {
  ActivityEntry,
  dashboardStatsSchema,
  DocumentApprovalRow,
  RegistrationRow,
  ReviewFilter,
} from './review';

/**
 * The admin area's data-source interface. The screens talk to `AdminDataSource`
 * only, and every method is the server's: the rows and settings are the shapes of
 * the contract's answer schemas (review.ts, payments.ts). Dates are ISO 8601 strings.
 */

/** Spec §3: the currencies the receiving bank account may hold. */
export const RECEIVING_ACCOUNT_CURRENCIES = ['USD', 'EUR', 'GBP', 'NGN'] as const;
export type ReceivingAccountCurrency = (typeof RECEIVING_ACCOUNT_CURRENCIES)[number];

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

/**
 * Everything the admin screens read and change. Decisions are final (spec §4): a
 * data source refuses to decide an item twice. A refusal rejects the promise with
 * an error that says why (the remote's AdminRequestError).
 */
export interface AdminDataSource {
  getDashboardStats(): Promise<AdminDashboardStats>;
  /** The newest `limit` entries of the audit record, newest first. */
  listRecentActivity(limit: number): Promise<AdminActivity[]>;

  listRegistrations(query: AdminReviewQuery): Promise<RegistrationRow[]>;
  /** Resolves with the row as decided. */
  decideRegistration(id: string, decision: AdminDecision): Promise<RegistrationRow>;

  /** One row per customer with their document checklist. */
  listDocumentApprovals(query: AdminReviewQuery): Promise<DocumentApprovalRow[]>;
  /** Decides a customer's pending documents; resolves with the row as decided. */
  decideDocumentApproval(id: string, decision: AdminDecision): Promise<DocumentApprovalRow>;
  /** The bytes of one uploaded document, fetched through the authorised route. */
  openDocumentFile(documentId: string): Promise<Blob>;

  /** A page of payment requests; account numbers come masked by the server. */
  listPaymentRequests(query: AdminPaymentQuery): Promise<AdminPaymentPage>;
  /** Resolves with the row as decided. */
  decidePaymentRequest(id: string, decision: AdminDecision): Promise<AdminPaymentRow>;
  /** The bytes of a request's invoice, fetched through the authorised route. */
  openPaymentInvoice(paymentId: string): Promise<Blob>;

  /** Null until an admin has saved one. */
  getReceivingAccount(): Promise<ReceivingAccountView | null>;
  /** Resolves with the account as the server stored it. */
  saveReceivingAccount(account: ReceivingAccount): Promise<ReceivingAccountView>;

  getWalletSettings(): Promise<WalletView>;
  /** Resolves with the settings as the server stored them. */
  saveWalletSettings(settings: WalletSettingsBody): Promise<WalletView>;

  /** The stored pairs of the one rate table. */
  listRates(): Promise<RatesData>;
  /** Changes one stored pair; resolves with it as stored. */
  updateRate(base: string, quote: string, update: RateUpdate): Promise<AdminRate>;
}
