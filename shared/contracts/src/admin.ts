import type { Decision, ItemStatus } from './status';

/**
 * The admin area's entities and its data-source interface (D18). The screens talk
 * to `AdminDataSource` only; the remote ships a sample implementation with the
 * fixed rows, counts and simulated delays of the spec, and a server-backed one can
 * replace it without touching the screens. Dates are ISO 8601 strings.
 */

/** The five verification documents a customer uploads (spec §3 document set). */
export const REVIEWED_DOCUMENT_TYPES = ['bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo'] as const;
export type ReviewedDocumentType = (typeof REVIEWED_DOCUMENT_TYPES)[number];

export const REVIEWED_DOCUMENT_LABELS: Record<ReviewedDocumentType, string> = {
  bvn: 'BVN',
  cac: 'CAC',
  proofOfAddress: 'Proof of Address',
  tin: 'TIN',
  directorInfo: 'Director Information',
};

/** Spec §4: documents cannot be approved unless these are uploaded. */
export const DOCUMENTS_REQUIRED_FOR_APPROVAL: readonly ReviewedDocumentType[] = ['bvn', 'cac'];

/** Spec §3 pending registration row: one presence flag per document type. */
export interface PendingRegistration {
  id: string;
  name: string;
  email: string;
  companyName: string;
  submittedAt: string;
  documents: Record<ReviewedDocumentType, boolean>;
}

/** One entry of a document approval's checklist; the director entry counts its files. */
export type ReviewedDocument =
  | { type: Exclude<ReviewedDocumentType, 'directorInfo'>; name: string; uploaded: boolean }
  | { type: 'directorInfo'; name: string; uploaded: boolean; fileCount: number };

/** Spec §3 admin document approval row. */
export interface DocumentApproval {
  id: string;
  userId: string;
  userName: string;
  companyName: string;
  documents: ReviewedDocument[];
  status: ItemStatus;
  submittedAt: string;
}

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

/** The admin dashboard's counts, fixed by spec §9. */
export interface AdminDashboardStats {
  pendingRegistrations: number;
  documentApprovals: number;
  paymentRequests: number;
  totalUsers: number;
}

export type AdminActivityKind = 'registration' | 'documents' | 'payment' | 'settings';

/** One entry of the dashboard's recent-activity list. */
export interface AdminActivity {
  id: string;
  kind: AdminActivityKind;
  description: string;
  occurredAt: string;
}

/** The admin success alerts of spec §8, verbatim. */
export const ADMIN_MESSAGES = {
  bankAccountUpdated: 'Bank account details updated successfully!',
  walletSettingsUpdated: 'Wallet settings updated successfully!',
} as const;

/**
 * Everything the admin screens read and change. Decisions are final (spec §4): a
 * data source refuses to decide an item twice.
 */
export interface AdminDataSource {
  getDashboardStats(): Promise<AdminDashboardStats>;
  listRecentActivity(): Promise<AdminActivity[]>;

  listPendingRegistrations(): Promise<PendingRegistration[]>;
  /** A decided registration leaves the pending list. */
  decideRegistration(id: string, decision: Decision): Promise<void>;

  listDocumentApprovals(): Promise<DocumentApproval[]>;
  /** Resolves with the row as decided. */
  decideDocumentApproval(id: string, decision: Decision): Promise<DocumentApproval>;

  listPaymentRequests(): Promise<AdminPaymentRequest[]>;
  /** Resolves with the row as decided. */
  decidePaymentRequest(id: string, decision: Decision): Promise<AdminPaymentRequest>;

  getReceivingBankAccount(): Promise<ReceivingBankAccount>;
  saveReceivingBankAccount(account: ReceivingBankAccount): Promise<void>;

  getWalletSettings(): Promise<WalletSettings>;
  saveWalletSettings(settings: WalletSettings): Promise<void>;
}
