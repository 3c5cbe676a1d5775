import type {
  CustomerDashboard,
  CustomerDocument,
  CustomerPayment,
  Onboarding,
  PaymentDetail,
  PaymentListData,
  PaymentRequestBody,
  Profile,
  ProfileUpdate,
  RatesData,
} from '@portal/contracts';

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
 * A payment request as the customer area sends it (D21, D25): the fields as the
 * contract's schema normalised them, the optional invoice, and the key that makes
 * a repeated submit of the same form fill return the first request.
 */
export interface PaymentSubmission {
  request: PaymentRequestBody;
  invoiceFile: File | null;
  idempotencyKey: string;
}

export interface CustomerDataSource {
  /** The quick stats, counted from the same rows as the history. */
  getDashboard(): Promise<CustomerDashboard>;
  /** Registration decision, profile completeness and documents, for the checklist. */
  getOnboarding(): Promise<Onboarding>;
  /** The one rate table; the screens derive a pair's rate from it with `deriveRate`. */
  getRates(): Promise<RatesData>;
  /** One page of the customer's own payment requests, newest first; `cursor` asks for the next. */
  listPayments(cursor?: string | null): Promise<PaymentListData>;
  /** One of the customer's payment requests; once approved, where to send the naira. */
  getPayment(id: string): Promise<PaymentDetail>;
  /** Submits a payment request and answers it as the server recorded it. */
  submitPaymentRequest(submission: PaymentSubmission): Promise<CustomerPayment>;
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
  /** Uploads the chosen files and answers the documents created from them. */
  submitDocuments(documents: DocumentSet): Promise<CustomerDocument[]>;
  /** The bytes of one of the customer's documents, through the authorised route. */
  openDocumentFile(id: string): Promise<Blob>;
}
