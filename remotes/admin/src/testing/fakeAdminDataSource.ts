import type { AdminDataSource } from '../api';

const METHODS: (keyof AdminDataSource)[] = [
  'getDashboardStats',
  'getScreeningStatus',
  'listScreeningHolds',
  'clearScreeningHold',
  'rejectScreeningHold',
  'listRecentActivity',
  'listRegistrations',
  'decideRegistration',
  'getRegistrationReview',
  'revealIdentifier',
  'listDocumentApprovals',
  'decideDocumentApproval',
  'openDocumentFile',
  'listPaymentRequests',
  'decidePaymentRequest',
  'openPaymentInvoice',
  'getPaymentRequest',
  'confirmFunding',
  'recordPayout',
  'confirmPayout',
  'refundPayment',
  'cancelPayment',
  'openFundingProof',
  'openPayoutFile',
  'openReceipt',
  'exportPayments',
  'exportAudit',
  'getReceivingAccount',
  'saveReceivingAccount',
  'approveReceivingAccountChange',
  'rejectReceivingAccountChange',
  'getWalletSettings',
  'saveWalletSettings',
  'listRates',
  'updateRate',
  'listFees',
  'updateFee',
  'getStaff',
  'inviteStaff',
  'changeStaffRole',
  'removeStaff',
  'getTwoFactorStatus',
];

const notInThisTest = (name: string) => () => Promise.reject(new Error(`${name} is not part of this test`));

/** The given methods as they are, and every other one failing loudly. */
export function completeSource(methods: Partial<AdminDataSource>): AdminDataSource {
  const refusing = Object.fromEntries(METHODS.map((name) => [name, notInThisTest(name)]));
  return { ...(refusing as unknown as AdminDataSource), ...methods };
}
