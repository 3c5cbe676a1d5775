// The names of the data source's methods in each group of calls that a page loads with its
// first call (lazyCalls). A file of names only: the data source imports it at once, and
// the groups' code, with the answer schemas, stays in their own chunks.

export const REVIEW_CALLS = {
  listRegistrations: true,
  decideRegistration: true,
  listDocumentApprovals: true,
  decideDocumentApproval: true,
  openDocumentFile: true,
} as const;

export const PAYMENT_CALLS = {
  listPaymentRequests: true,
  decidePaymentRequest: true,
  openPaymentInvoice: true,
  getPaymentRequest: true,
  confirmFunding: true,
  recordPayout: true,
  confirmPayout: true,
  refundPayment: true,
  cancelPayment: true,
  openFundingProof: true,
  openPayoutFile: true,
  openReceipt: true,
  exportPayments: true,
  exportAudit: true,
} as const;

export const SETTINGS_CALLS = {
  getReceivingAccount: true,
  saveReceivingAccount: true,
  approveReceivingAccountChange: true,
  rejectReceivingAccountChange: true,
  getWalletSettings: true,
  saveWalletSettings: true,
  listRates: true,
  updateRate: true,
  listFees: true,
  updateFee: true,
  getTwoFactorStatus: true,
} as const;

export const SCREENING_CALLS = {
  listScreeningHolds: true,
  clearScreeningHold: true,
  rejectScreeningHold: true,
} as const;

export const STAFF_CALLS = {
  getStaff: true,
  inviteStaff: true,
  changeStaffRole: true,
  removeStaff: true,
} as const;

export const REGISTRATION_REVIEW_CALLS = { getRegistrationReview: true, revealIdentifier: true } as const;
