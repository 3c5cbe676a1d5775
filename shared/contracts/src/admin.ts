import type * as z from 'zod/mini';
import type {
  ActivityEntry,
  dashboardStatsSchema,
  DocumentApprovalRow,
  RegistrationRow,
  ReviewFilter,
} from './review';
import type { Decision, ItemStatus } from './status';

/**
 * The admin area's entities and its data-source interface. The screens talk to
 * `AdminDataSource` only. Registrations, document approvals and the dashboard are
 * the server's rows (the schemas of review.ts); payment requests, the receiving
 * account and the wallet are still the remote's sample data until the payments API
 * lands, and keep their own shapes here. Dates are ISO 8601 strings.
 */

/** Spec §3 admin payment request row. */
export interface AdminPaymentRequest {
  id: string;
  userId: string;
  userName: string;
  companyName: string;
  recipientCompany: string;
  recipientBank: string;
  /** As stored; the screens show only its last four digits. */
  accountNumber: string;
  foreignAmount: number;
  /** ISO 4217 code of the currency the vendor is paid in. */
  foreignCurrency: string;
  /** In NGN: foreignAmount × exchangeRate (D15). */
  localAmount: number;
  /** NGN per unit of the foreign currency. */
  exchangeRate: number;
  /** File name of the attached invoice, or null when none was attached. */
  invoiceFile: string | null;
  status: ItemStatus;
  submittedAt: string;
}

/** Spec §3: the currencies the receiving bank account may hold. */
export const RECEIVING_ACCOUNT_CURRENCIES = ['USD', 'EUR', 'GBP', 'NGN'] as const;
export type ReceivingAccountCurrency = (typeof RECEIVING_ACCOUNT_CURRENCIES)[number];

/** Spec §3 receiving bank account: where customers' payments are received. */
export interface ReceivingBankAccount {
  bankName: string;
  accountName: string;
  accountNumber: string;
  currency: ReceivingAccountCurrency;
  swiftCode: string;
  iban: string;
}

/** Spec §3 wallet settings; an empty string means "not set". */
export interface WalletSettings {
  nairaAccountNumber: string;
  usdcWalletAddress: string;
  usdtWalletAddress: string;
}

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

/** The admin success alerts of spec §8, verbatim. */
export const ADMIN_MESSAGES = {
  bankAccountUpdated: 'Bank account details updated successfully!',
  walletSettingsUpdated: 'Wallet settings updated successfully!',
} as const;

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

  listPaymentRequests(): Promise<AdminPaymentRequest[]>;
  /** Resolves with the row as decided. */
  decidePaymentRequest(id: string, decision: Decision): Promise<AdminPaymentRequest>;

  getReceivingBankAccount(): Promise<ReceivingBankAccount>;
  saveReceivingBankAccount(account: ReceivingBankAccount): Promise<void>;

  getWalletSettings(): Promise<WalletSettings>;
  saveWalletSettings(settings: WalletSettings): Promise<void>;
}
