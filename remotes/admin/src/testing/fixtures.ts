import type { ReceivingAccountView, WalletView } from '@portal/contracts/accountViews';
import type { AdminDashboardStats } from '@portal/contracts/admin';
import type { BeneficiaryBankDetails, BeneficiarySignals } from '@portal/contracts/beneficiaryAnswers';
import type { PaymentCurrency } from '@portal/rules/currencies';
import type { CustomerDocument, DocumentType } from '@portal/contracts/documents';
import type { CurrencyFee, FeesData } from '@portal/contracts/fees';
import type { AdminPaymentDetail, AdminPaymentRow, PaidBeneficiary } from '@portal/contracts/paymentAnswers';
import type { RatesData } from '@portal/contracts/rates';
import type { ActivityEntry, DocumentApprovalRow, RegistrationRow } from '@portal/contracts/review';
import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import { DOCUMENT_TYPES } from '@portal/contracts/documents';
import { INITIAL_RATES } from '@portal/rules/paymentMoney';

// Small, fixed rows for the screen tests, shaped as the server's answers.

export const SUBMITTED_AT = '2024-03-05T12:00:00.000Z';
export const DECIDED_AT = '2024-03-06T09:30:00.000Z';

export const ALL_DOCUMENTS = { bvn: true, cac: true, proofOfAddress: true, tin: true, directorInfo: true };

export function statsFixture(overrides: Partial<AdminDashboardStats> = {}): AdminDashboardStats {
  return {
    pendingRegistrations: 3,
    documentApprovals: 2,
    paymentRequests: 7,
    totalUsers: 41,
    paymentQueues: { toReview: 7, awaitingFunds: 4, fundsToConfirm: 2, toPayOut: 1, payoutsToConfirm: 0 },
    staleRates: [],
    ...overrides,
  };
}

export function activityFixture(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 'act-1',
    kind: 'registration',
    action: 'registration.approved',
    description: 'Registration of Okonkwo Textiles Ltd approved',
    actor: 'admin@vendorbridge.local',
    reason: null,
    occurredAt: SUBMITTED_AT,
    ...overrides,
  };
}

export function registrationFixture(overrides: Partial<RegistrationRow> = {}): RegistrationRow {
  return {
    id: 'reg-1',
    name: 'Adaeze Okonkwo',
    email: 'adaeze@okonkwotextiles.ng',
    companyName: 'Okonkwo Textiles Ltd',
    submittedAt: SUBMITTED_AT,
    status: 'pending',
    submitted: true,
    documents: { ...ALL_DOCUMENTS },
    // Every document uploaded and approved: the registration may be approved (registrationApproval.ts).
    documentStandings: {
      bvn: 'approved',
      cac: 'approved',
      proofOfAddress: 'approved',
      tin: 'approved',
      directorInfo: 'approved',
    },
    decidedAt: null,
    decidedBy: null,
    reason: null,
    ...overrides,
  };
}

export function documentFixture(overrides: Partial<CustomerDocument> = {}): CustomerDocument {
  const type = overrides.type ?? 'bvn';
  return {
    id: `file-${type}`,
    type,
    fileName: `${type}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 120_000,
    sha256: 'a'.repeat(64),
    status: 'pending',
    reason: null,
    uploadedAt: SUBMITTED_AT,
    decidedAt: null,
    superseded: false,
    ...overrides,
  };
}

/** The five-entry checklist of a row; `files` gives each uploaded type its files (directors may have several). */
export function checklistFixture(
  files: Partial<Record<DocumentType, CustomerDocument[]>> = {},
): DocumentApprovalRow['documents'] {
  return DOCUMENT_TYPES.map((type) => {
    const own = files[type] ?? [];
    return {
      type,
      name: DOCUMENT_TYPE_LABELS[type],
      uploaded: own.length > 0,
      fileCount: own.length,
      files: own,
    };
  });
}

/** Every type uploaded once, except those named in `missing`. */
export function uploadedChecklist(missing: DocumentType[] = []): DocumentApprovalRow['documents'] {
  return checklistFixture(
    Object.fromEntries(
      DOCUMENT_TYPES.filter((type) => !missing.includes(type)).map((type) => [
        type,
        [documentFixture({ type })],
      ]),
    ),
  );
}

export function documentApprovalFixture(overrides: Partial<DocumentApprovalRow> = {}): DocumentApprovalRow {
  return {
    id: 'usr-1',
    userId: 'usr-1',
    userName: 'Ngozi Obi',
    email: 'ngozi@obipharma.ng',
    companyName: 'Obi Pharmaceuticals Plc',
    status: 'pending',
    registrationRefused: false,
    submittedAt: SUBMITTED_AT,
    documents: uploadedChecklist(),
    decidedAt: null,
    decidedBy: null,
    reason: null,
    ...overrides,
  };
}

/** When the beneficiary's bank details last changed in the flagged fixtures. */
export const DETAILS_CHANGED_AT = '2024-03-04T15:20:00.000Z';

/** The bank details a changed beneficiary had before (a Chinese account: SWIFT and account). */
export const PREVIOUS_BANK_DETAILS: BeneficiaryBankDetails = {
  corridor: 'other',
  bankName: 'Industrial and Commercial Bank of China',
  iban: null,
  bic: 'ICBKCNBJ',
  routingNumber: null,
  sortCode: null,
  accountNumber: '6222020000004455',
};

/** A request's beneficiary signals; none raised unless overridden (a repeat payment, details unchanged). */
export function signalsFixture(overrides: Partial<BeneficiarySignals> = {}): BeneficiarySignals {
  return {
    firstPaymentToBeneficiary: false,
    bankDetailsChangedAt: null,
    previousBankDetails: null,
    duplicateAccountUnderOtherName: false,
    ...overrides,
  };
}

/** Every flag raised: a first payment, to bank details that replaced PREVIOUS_BANK_DETAILS, on an account saved under another name. */
export function flaggedSignalsFixture(): BeneficiarySignals {
  return signalsFixture({
    firstPaymentToBeneficiary: true,
    bankDetailsChangedAt: DETAILS_CHANGED_AT,
    previousBankDetails: PREVIOUS_BANK_DETAILS,
    duplicateAccountUnderOtherName: true,
  });
}

/** The beneficiary paid by paymentFixture, in full, as the detail sends it (the version paid). */
export function paidBeneficiaryFixture(overrides: Partial<PaidBeneficiary> = {}): PaidBeneficiary {
  return {
    id: 'ben-1',
    version: 2,
    name: 'Shenzhen Brightway Electronics Co., Ltd',
    country: 'CN',
    address: '88 Keji Road, Nanshan District, Shenzhen',
    corridor: 'other',
    bankName: 'Bank of China',
    iban: null,
    bic: 'BKCHCNBJ',
    routingNumber: null,
    sortCode: null,
    accountNumber: '6217850000007010',
    ...overrides,
  };
}

/** A row as GET /api/admin/payments sends it: the account number already masked by the server. */
export function paymentFixture(overrides: Partial<AdminPaymentRow> = {}): AdminPaymentRow {
  return {
    id: '6f1c2a44-0d7e-4c55-9d7a-1a2b3c4d5e01',
    purpose: 'goods',
    purposeText: null,
    beneficiaryId: 'ben-1',
    signals: signalsFixture(),
    reference: 'PAY-1001',
    userId: 'usr-1',
    userName: 'Ngozi Obi',
    userEmail: 'ngozi@obipharma.ng',
    companyName: 'Obi Pharmaceuticals Plc',
    recipientCompany: 'Shenzhen Brightway Electronics Co., Ltd',
    recipientBank: 'Bank of China',
    recipientBankSwiftCode: 'BKCHCNBJ',
    accountNumber: '••••7010',
    foreignAmount: '1000.00',
    foreignCurrency: 'USD',
    exchangeRate: '410.5',
    localAmount: '410500.00',
    feeAmount: '0.00',
    fee: null,
    localCurrency: 'NGN',
    invoiceFile: 'BW-INV-2291.pdf',
    status: 'pending',
    submittedAt: SUBMITTED_AT,
    decidedAt: null,
    decidedBy: null,
    reason: null,
    preparedBy: { name: 'Ngozi Obi', email: 'ngozi@obipharma.ng' },
    approvedInBusinessBy: null,
    ...overrides,
  };
}

/** GET /api/admin/payments/:id of a pending request: the row, the beneficiary as paid, no journey yet. */
export function paymentDetailFixture(overrides: Partial<AdminPaymentDetail> = {}): AdminPaymentDetail {
  return {
    ...paymentFixture(),
    beneficiary: paidBeneficiaryFixture(),
    timeline: [{ status: 'pending', at: SUBMITTED_AT, by: 'Ngozi Obi', note: null }],
    funding: null,
    fundingReport: null,
    fundingConfirmation: null,
    payout: null,
    payoutControl: null,
    ...overrides,
  };
}

/** The receiving account as the server stored it. */
export function receivingAccountFixture(overrides: Partial<ReceivingAccountView> = {}): ReceivingAccountView {
  return {
    bankName: 'Zenith Bank Plc',
    accountName: 'VendorBridge Collections Ltd',
    accountNumber: '1012345678',
    currency: 'NGN',
    swiftCode: '',
    iban: '',
    updatedAt: SUBMITTED_AT,
    ...overrides,
  };
}

/** Wallet settings as the server sends them; never saved unless overridden. */
export function walletFixture(overrides: Partial<WalletView> = {}): WalletView {
  return {
    nairaAccountNumber: '',
    usdcWalletAddress: '',
    usdtWalletAddress: '',
    usdcNetwork: null,
    usdtNetwork: null,
    updatedAt: null,
    ...overrides,
  };
}

/** The rate table as the migration seeds it (the spec's rates, placeholders no staff member has set). */
/** Every payment currency without a fee, as a fresh server answers (D47). */
export function feesFixture(
  overrides: Partial<Record<PaymentCurrency, Partial<CurrencyFee>>> = {},
): FeesData {
  return {
    fees: PAYMENT_CURRENCIES.map((currency) => ({
      currency,
      flatNgn: null,
      percent: null,
      setAt: null,
      ...overrides[currency],
    })),
  };
}

export function ratesFixture(): RatesData {
  return { rates: INITIAL_RATES.map((entry) => ({ ...entry, setAt: null })), updatedAt: SUBMITTED_AT };
}
