import type { CustomerDocument } from '@portal/contracts/documents';
import type { Onboarding } from '@portal/contracts/onboarding';
import type {
  CustomerDashboard,
  CustomerPayment,
  PaymentDetail,
  PaymentListData,
} from '@portal/contracts/paymentAnswers';
import type { Quote, QuoteBody, StatementQuery } from '@portal/contracts/paymentJourney';
import type { PaymentState } from '@portal/rules/paymentLifecycle';
import type { paymentSubmissionFieldsSchema } from '@portal/contracts/paymentSubmission';
import type { ProfileUpdate } from '@portal/contracts/profile';
import type { Profile } from '@portal/contracts/profileAnswers';
import type { RatesData } from '@portal/contracts/rates';
import type { BusinessRole } from '@portal/contracts/roles';
import type { ScreeningPolicy } from '@portal/contracts/screening';
import type {
  ApprovalPolicy,
  ApprovalPolicyBody,
  InvitationBody,
  TeamData,
  TeamInvitation,
  TeamMember,
} from '@portal/contracts/teams';
import type { UploadProgress } from '@portal/auth';
import type * as z from 'zod/mini';

/**
 * The customer area's data-source interface: the query and mutation functions of its
 * TanStack queries (customerQueries.ts). Every answer is the server's (there is no
 * sample data in the customer area); tests give a source over a fake fetch.
 */

/**
 * Spec §3 document set as the upload form collects it; each entry is sent under its
 * own multipart field (`DOCUMENT_UPLOAD_FIELDS` in @portal/contracts). At least one file is needed.
 */
export interface DocumentSet {
  bvnFile: File | null;
  cacFile: File | null;
  proofOfAddress: File | null;
  tinFile: File | null;
  directorInfoFiles: File[];
}

/**
 * The text fields of `POST /api/payments` (issue 25): a saved beneficiary's id or a new
 * beneficiary's fields, the amount and currency, and the purpose.
 */
export type PaymentSubmissionFields = z.input<typeof paymentSubmissionFieldsSchema>;

/**
 * A payment request as the customer area sends it (D21, D25): the fields as the
 * contract's validator normalised them, the optional invoice, and the key that makes
 * a repeated submit of the same form fill return the first request.
 */
export interface PaymentSubmission {
  request: PaymentSubmissionFields;
  invoiceFile: File | null;
  idempotencyKey: string;
  /** The quote the request is priced by (D30). */
  quoteId: string;
}

/** "I have paid" (D31): the customer's bank reference and an optional proof file. */
export interface FundingReport {
  reference: string;
  proof: File | null;
}

export interface CustomerDataSource {
  /** The quick stats, counted from the same rows as the history. */
  getDashboard(): Promise<CustomerDashboard>;
  /** Registration decision, profile completeness and documents, for the checklist. */
  getOnboarding(): Promise<Onboarding>;
  /** The one rate table; the screens derive a pair's rate from it with `deriveRate`. */
  getRates(): Promise<RatesData>;
  /** The countries VendorBridge cannot pay into (BLOCKED_COUNTRIES, D44): no country list offers them. */
  getScreeningPolicy(): Promise<ScreeningPolicy>;
  /** One page of the customer's own payment requests, newest first; `cursor` asks for the next. */
  listPayments(cursor?: string | null, status?: PaymentState | null): Promise<PaymentListData>;
  /** One of the customer's payment requests; once approved, where to send the naira. */
  getPayment(id: string): Promise<PaymentDetail>;
  /**
   * Submits a payment request and answers it as the server recorded it.
   * `onProgress` hears the share of the bytes sent (0–1) where the browser can tell.
   */
  submitPaymentRequest(submission: PaymentSubmission, onProgress?: UploadProgress): Promise<CustomerPayment>;
  /** A quote: the naira price of an amount, fixed until it expires (D30). */
  createQuote(body: QuoteBody): Promise<Quote>;
  /**
   * Reports the naira transfer of an approved request; answers the request as it now is.
   * `onProgress` hears the share of the bytes sent (0–1) where the browser can tell.
   */
  reportFunding(id: string, report: FundingReport, onProgress?: UploadProgress): Promise<PaymentDetail>;
  /** Cancels a request (before its funding is reported); answers the request as it now is. */
  cancelPayment(id: string, reason: string | undefined): Promise<PaymentDetail>;
  /** The receipt (PDF) of a request paid out to the vendor. */
  downloadReceipt(id: string): Promise<Blob>;
  /** The CSV statement of the customer's requests in a period (D36). */
  exportStatement(query: StatementQuery): Promise<Blob>;
  /** The bytes of a payment request's invoice, through the authorised route. */
  openPaymentInvoice(id: string): Promise<Blob>;
  /** The signed-in customer's own profile; a new customer's has empty fields. */
  getProfile(): Promise<Profile>;
  /**
   * Saves the profile form and answers the profile as stored. A refusal rejects
   * with an error carrying the server's per-field messages (keyed `bvn`,
   * `directorInfo.0.ninOrBvn`, …).
   */
  saveProfile(update: ProfileUpdate): Promise<Profile>;
  /** Every uploaded version, the superseded ones flagged. */
  listDocuments(): Promise<CustomerDocument[]>;
  /**
   * Uploads the chosen files and answers the documents created from them; `onProgress`
   * hears the share of the bytes sent (0–1) where the browser can tell.
   */
  submitDocuments(documents: DocumentSet, onProgress?: UploadProgress): Promise<CustomerDocument[]>;
  /** The bytes of one of the customer's documents, through the authorised route. */
  openDocumentFile(id: string): Promise<Blob>;
  /** Approves another member's request that waits for the business's approval (D34). */
  approvePayment(id: string): Promise<PaymentDetail>;
  /** Declines another member's request that waits for approval, saying why. */
  declinePayment(id: string, reason: string): Promise<PaymentDetail>;
  /** The business's members, its pending invitations (owners only) and its approval policy. */
  getTeam(): Promise<TeamData>;
  /** Invites a person by e-mail with a role; answers the invitation as stored. */
  inviteMember(body: InvitationBody): Promise<TeamInvitation>;
  /** Sends a pending invitation's e-mail again (a new link). */
  resendInvitation(id: string): Promise<TeamInvitation>;
  /** Withdraws a pending invitation: its link stops working. */
  withdrawInvitation(id: string): Promise<void>;
  /** Gives a member another role; answers the member as stored. */
  changeMemberRole(id: string, role: BusinessRole): Promise<TeamMember>;
  /** Removes a member from the business; their sessions end at once. */
  removeMember(id: string): Promise<void>;
  /** Saves the approval policy (threshold, two-factor requirement); answers it as stored. */
  saveApprovalPolicy(body: ApprovalPolicyBody): Promise<ApprovalPolicy>;
}
