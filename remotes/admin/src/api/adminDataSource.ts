import type {
  ReceivingAccountView,
  PendingReceivingAccountChange,
  WalletView,
} from '@portal/contracts/accountViews';
import type {
  AdminActivity,
  AdminDashboardStats,
  AdminDecision,
  AdminPaymentPage,
  AdminRate,
  AdminReviewQuery,
} from '@portal/contracts/admin';
import type { CurrencyFee, FeesData, FeeUpdate } from '@portal/contracts/fees';
import type { AdminPaymentDetail, AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import type { FundingConfirmBody, PayoutBody } from '@portal/contracts/paymentJourney';
import type { AdminPaymentFilter } from '@portal/contracts/paymentRequests';
import type { RatesData, RateUpdate } from '@portal/contracts/rates';
import type { ReceivingAccount } from '@portal/contracts/receivingAccount';
import type { RegistrationReview, RevealBody } from '@portal/contracts/registrationReview';
import type {
  DocumentApprovalListData,
  DocumentApprovalRow,
  RegistrationListData,
  RegistrationRow,
} from '@portal/contracts/review';
import type { StaffRole } from '@portal/contracts/roles';
import type { ScreeningHold, ScreeningHoldsData, ScreeningStatusData } from '@portal/contracts/screening';
import type { TwoFactorStatus } from '@portal/contracts/securitySchemas';
import type { StaffData, StaffInvitation, StaffInvitationBody } from '@portal/contracts/staff';
import type { StepUp, StepUpBody } from '@portal/contracts/stepUp';
import type { WalletSettingsBody } from '@portal/contracts/wallet';

/** A page of the payment list: one state, one work queue or all; the cursor of the page after. */
export interface AdminPaymentListQuery {
  status: AdminPaymentFilter;
  cursor: string | null;
}

/** A statement's period (dates, YYYY-MM-DD) and, for payments, the one state it lists. */
export interface StatementPeriod {
  from: string;
  to: string;
  status?: string;
}

/**
 * What the receiving-account route answers: the account customers see (null until an admin has
 * saved one) and the change waiting for another superadmin's approval (issue 22), or null.
 */
export interface ReceivingAccountState {
  receivingAccount: ReceivingAccountView | null;
  pendingChange: PendingReceivingAccountChange | null;
}

/**
 * What a save of the receiving account answers: the account customers see (the saved one, or
 * still the current one while the change waits for another superadmin) and the waiting change.
 */
export interface ReceivingAccountSaved extends ReceivingAccountState {
  receivingAccount: ReceivingAccountView;
}

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
  /** Whether a sanctions list is loaded (entries, when) and how many payments it holds (D44). */
  getScreeningStatus(): Promise<ScreeningStatusData>;
  /** The Screening queue: payments held by a likely match, oldest first, each with the entry it matched. */
  /** A page of the Screening queue, oldest hold first, after `cursor` (null: the first page). */
  listScreeningHolds(cursor: string | null): Promise<ScreeningHoldsData>;
  /** Clears a hold (the payment goes on to review); resolves with the hold as decided. */
  clearScreeningHold(paymentId: string): Promise<ScreeningHold>;
  /** Rejects a held payment with the reason the customer sees. */
  rejectScreeningHold(paymentId: string, reason: string): Promise<ScreeningHold>;
  /** The newest `limit` entries of the audit record, newest first. */
  listRecentActivity(limit: number): Promise<AdminActivity[]>;

  /** A page of registrations, newest first: the first when `cursor` is null, else the page after it. */
  listRegistrations(query: AdminReviewQuery, cursor: string | null): Promise<RegistrationListData>;
  /** Resolves with the row as decided. */
  decideRegistration(id: string, decision: AdminDecision): Promise<RegistrationRow>;
  /** One registration's KYB review: its profile (identifiers masked) and its current documents. */
  getRegistrationReview(id: string): Promise<RegistrationReview>;
  /** A masked identifier's full value; the server audits who asked for which field (and director). */
  revealIdentifier(id: string, target: RevealBody): Promise<string>;

  /** A page of document sets (one row per customer with their checklist), latest upload first. */
  listDocumentApprovals(query: AdminReviewQuery, cursor: string | null): Promise<DocumentApprovalListData>;
  /** Decides a customer's pending documents; resolves with the row as decided. */
  decideDocumentApproval(id: string, decision: AdminDecision): Promise<DocumentApprovalRow>;
  /** The bytes of one uploaded document, fetched through the authorised route. */
  openDocumentFile(documentId: string): Promise<Blob>;

  /** A page of payment requests; account numbers come masked by the server. */
  listPaymentRequests(query: AdminPaymentListQuery): Promise<AdminPaymentPage>;
  /** Resolves with the row as decided. */
  decidePaymentRequest(id: string, decision: AdminDecision): Promise<AdminPaymentRow>;
  /** The bytes of a request's invoice, fetched through the authorised route. */
  openPaymentInvoice(paymentId: string): Promise<Blob>;
  /** One request with its journey: timeline, funding, report, confirmation, payout. */
  getPaymentRequest(id: string): Promise<AdminPaymentDetail>;
  /**
   * The journey's staff moves (D29–D32); each resolves with the row as moved. A move the
   * state does not allow rejects with 409 INVALID_TRANSITION, a short amount with 422.
   */
  confirmFunding(id: string, body: FundingConfirmBody): Promise<AdminPaymentRow>;
  recordPayout(id: string, body: PayoutBody, file: File | null): Promise<AdminPaymentRow>;
  /** Another member of staff confirms a large payout someone recorded (issue 22): it is then sent. */
  confirmPayout(id: string): Promise<AdminPaymentRow>;
  refundPayment(id: string, reason: string): Promise<AdminPaymentRow>;
  cancelPayment(id: string, reason: string): Promise<AdminPaymentRow>;
  /** The customer's proof of funding and the payout's confirmation, through their authorised routes. */
  openFundingProof(paymentId: string): Promise<Blob>;
  openPayoutFile(paymentId: string): Promise<Blob>;
  /** The receipt PDF of a request paid out (sent), made by the server (D32). */
  openReceipt(paymentId: string): Promise<Blob>;
  /** CSV statements (D36), at most 366 days. */
  exportPayments(period: StatementPeriod): Promise<Blob>;
  exportAudit(period: StatementPeriod): Promise<Blob>;

  /** The account (null until an admin has saved one) and the change waiting, in one read. */
  getReceivingAccount(): Promise<ReceivingAccountState>;
  /**
   * Resolves with the account as the server stored it (or the current one, the change waiting).
   * With the actor's step-up (issue 22): the server refuses the change without it.
   */
  saveReceivingAccount(account: ReceivingAccount & StepUpBody): Promise<ReceivingAccountSaved>;
  /** Another superadmin approves the waiting change, with their step-up. */
  approveReceivingAccountChange(id: string, stepUp: StepUp): Promise<void>;
  /** A superadmin rejects the waiting change (its proposer withdraws it). */
  rejectReceivingAccountChange(id: string): Promise<void>;

  getWalletSettings(): Promise<WalletView>;
  /** Resolves with the settings as the server stored them. */
  saveWalletSettings(settings: WalletSettingsBody & StepUpBody): Promise<WalletView>;

  /** The stored pairs of the one rate table. */
  listRates(): Promise<RatesData>;
  /** Changes one stored pair; resolves with it as stored. */
  /** A move of more than 20% needs the step-up. */
  updateRate(base: string, quote: string, update: RateUpdate & StepUpBody): Promise<AdminRate>;

  /** Every payment currency's fee (D47; none unless staff set one). */
  listFees(): Promise<FeesData>;
  /** Sets one currency's fee (empty parts: none); a large move needs the step-up, as a rate's. */
  updateFee(currency: string, update: FeeUpdate & StepUpBody): Promise<CurrencyFee>;

  /** The platform's staff and the invitations waiting (D35); every staff member reads it. */
  getStaff(): Promise<StaffData>;
  /** A superadmin invites a person by e-mail with a role; resolves with the invitation. */
  inviteStaff(body: StaffInvitationBody & StepUpBody): Promise<StaffInvitation>;
  /** A superadmin changes a member's role; resolves with the staff list as it now stands. */
  changeStaffRole(id: string, role: StaffRole, stepUp?: StepUp): Promise<StaffData>;
  /** A superadmin removes a member (their sessions end at once). */
  removeStaff(id: string, stepUp?: StepUp): Promise<void>;

  /**
   * The signed-in staff member's own two-factor sign-in (the Security page's state): whether
   * they have an authenticator decides what the step-up field may take.
   */
  getTwoFactorStatus(): Promise<TwoFactorStatus>;
}
