import type {
  AdminActivity,
  AdminDashboardStats,
  AdminDecision,
  AdminPaymentPage,
  AdminPaymentQuery,
  AdminPaymentRow,
  AdminRate,
  AdminReviewQuery,
  DocumentApprovalRow,
  RatesData,
  RateUpdate,
  ReceivingAccount,
  ReceivingAccountView,
  RegistrationRow,
  WalletSettingsBody,
  WalletView,
} from '@portal/contracts';

/**
 * Everything the admin screens read and change: this remote's own interface (not a
 * wire type), with the server implementation in ./server and a test's fake in its
 * place. Every method is the server's: the rows and settings are the shapes of the
 * contract's answer schemas. Decisions are final (spec §4): a data source refuses to
 * decide an item twice. A refusal rejects the promise with an error that says why
 * (the remote's RequestError).
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
