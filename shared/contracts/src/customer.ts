import type { CustomerDocument } from './documents';
import type { Profile, ProfileUpdate } from './profile';
import type { ItemStatus } from './status';

/**
 * The customer area's entities and its data-source interface. The screens talk to
 * `CustomerDataSource` only. Profile and documents are the server's (D20); stats,
 * transactions, the converter and payment requests still come from sample data
 * until the payments API lands.
 */

/** Spec §3: the converter's ten currencies. */
export const CONVERTER_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CAD',
  'AUD',
  'CHF',
  'CNY',
  'INR',
  'NGN',
] as const;
export type ConverterCurrency = (typeof CONVERTER_CURRENCIES)[number];

/** Spec §3: the currencies a payment request may be made in. */
export const PAYMENT_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** Payment requests are funded in naira. */
export const LOCAL_CURRENCY = 'NGN';

/** Spec §9 and D17: accepted upload types and the (enforced) size limit per file. */
export const ACCEPTED_UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The customer area's user-visible messages of spec §2, §4, §5 and §8, verbatim. */
export const CUSTOMER_MESSAGES = {
  invalidAmount: 'Please enter a valid amount',
  requiredFields: 'Please fill in all required fields',
  profileUpdated: 'Profile updated successfully!',
  pendingAdminApproval: 'Pending Admin Approval',
  accountPendingApproval: 'Account Pending Approval',
} as const;

/** Spec §3 transaction row. `date` is an ISO calendar date (YYYY-MM-DD). */
export interface Transaction {
  id: string;
  description: string;
  amount: number;
  currency: string;
  status: ItemStatus;
  date: string;
}

/** The fixed quick stats of the welcome page (spec §2). */
export interface DashboardStats {
  pendingPayments: number;
  completedTransactions: number;
}

export interface ConversionRequest {
  amount: number;
  from: ConverterCurrency;
  to: ConverterCurrency;
}

export interface Conversion extends ConversionRequest {
  /** Units of `to` per unit of `from`. */
  rate: number;
  convertedAmount: number;
}

export interface Director {
  name: string;
  ninOrBvn: string;
  position: string;
}

/**
 * Spec §3 document set as the upload form collects it; each entry is sent under its
 * own multipart field (DOCUMENT_UPLOAD_FIELDS). At least one file is needed.
 */
export interface DocumentSet {
  bvnFile: File | null;
  cacFile: File | null;
  proofOfAddress: File | null;
  tinFile: File | null;
  directorInfoFiles: File[];
}

/** What the payment form collects (spec §3: only these appear on the form). */
export interface PaymentRequestInput {
  recipientCompany: string;
  recipientBank: string;
  recipientBankSwiftCode: string;
  accountNumber: string;
  foreignAmount: number;
  foreignCurrency: PaymentCurrency;
  invoiceFile: File | null;
}

/** Spec §3 payment request as submitted; it always starts as pending (spec §4). */
export interface PaymentRequest extends PaymentRequestInput {
  id: string;
  recipientBankCountry: string;
  recipientAddress: string;
  recipientBankAddress: string;
  bankCode: string;
  branchCode: string;
  /** NGN per unit of the foreign currency used for `localAmount` (D15). */
  exchangeRate: number;
  /** foreignAmount × exchangeRate, in NGN. */
  localAmount: number;
  status: ItemStatus;
  submittedAt: string;
}

export interface CustomerDataSource {
  getDashboardStats(): Promise<DashboardStats>;
  listTransactions(): Promise<Transaction[]>;
  convert(request: ConversionRequest): Promise<Conversion>;
  /** NGN per unit of `currency` applied to a payment request. */
  getPaymentRate(currency: PaymentCurrency): Promise<number>;
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
  submitPaymentRequest(input: PaymentRequestInput): Promise<PaymentRequest>;
}

/** D15: the local amount is the foreign amount times the rate, to the kobo. */
export function localAmountFor(foreignAmount: number, rate: number): number {
  return Math.round(foreignAmount * rate * 100) / 100;
}
