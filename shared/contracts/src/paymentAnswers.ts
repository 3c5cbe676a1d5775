import * as z from 'zod/mini';
import { feeRuleSchema } from './fees';
import { receivingAccountViewSchema, walletViewSchema } from './accountViews';
import { beneficiaryBankDetailsSchema, beneficiarySignalsSchema } from './beneficiaryAnswers';
import { PAYMENT_PURPOSES } from './beneficiaryPaths';
import { LOCAL_CURRENCY, PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import {
  paymentProgressSchema,
  paymentStateSchema,
  payoutControlSchema,
  stateCountsSchema,
} from './paymentJourney';

// Payment requests as their owner and as an admin see them: answers only, apart from the
// body's rules (paymentRequests.ts), so a screen that only lists or counts requests does
// not download the IBAN, SWIFT and amount checks.

export const paymentInvoiceSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  sha256: z.string(),
});
export type PaymentInvoice = z.infer<typeof paymentInvoiceSchema>;

/**
 * Why a request pays (issue 25): one of PAYMENT_PURPOSES, described when `other`; null on
 * requests made before the purpose was asked. The saved beneficiary it pays; null likewise.
 */
const purposeShape = {
  purpose: z.nullable(z.enum(PAYMENT_PURPOSES)),
  purposeText: z.nullable(z.string()),
  beneficiaryId: z.nullable(z.string()),
};

/**
 * The beneficiary a request pays, as the version of its bank details it was made with: a
 * later change of the beneficiary never changes what an old request shows.
 */
export const paidBeneficiarySchema = z.object({
  id: z.string(),
  version: z.number(),
  name: z.string(),
  country: z.string(),
  address: z.string(),
  ...beneficiaryBankDetailsSchema.shape,
});
export type PaidBeneficiary = z.infer<typeof paidBeneficiarySchema>;

/** A payment request as its owner sees it (history rows and the request's page). */
export const customerPaymentSchema = z.object({
  ...purposeShape,
  /** The member who made it (issue 21): their name on each request; null when not read. */
  madeBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  id: z.string(),
  /** The customer-facing reference, e.g. PAY-1001. */
  reference: z.string(),
  recipientCompany: z.string(),
  recipientBank: z.string(),
  recipientBankSwiftCode: z.string(),
  accountNumber: z.string(),
  foreignAmount: z.string(),
  foreignCurrency: z.enum(PAYMENT_CURRENCIES),
  /** NGN per unit of the foreign currency, as used at submission. */
  exchangeRate: z.string(),
  /** What the customer pays in naira: the converted amount plus `feeAmount` (D47). */
  localAmount: z.string(),
  /** The fee in naira its quote recorded ("0.00" for none), and the rule (null: "No fee"). */
  feeAmount: z.string(),
  fee: z.nullable(feeRuleSchema),
  localCurrency: z.literal(LOCAL_CURRENCY),
  invoice: z.nullable(paymentInvoiceSchema),
  status: paymentStateSchema,
  /** Why it was rejected, cancelled or refunded; null otherwise. */
  reason: z.nullable(z.string()),
  submittedAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type CustomerPayment = z.infer<typeof customerPaymentSchema>;

/** The history row's description (spec §3 transaction row). */
export const paymentDescription = (payment: Pick<CustomerPayment, 'recipientCompany'>) =>
  `Payment to ${payment.recipientCompany}`;

export const paymentDataSchema = z.object({ payment: customerPaymentSchema });
export const paymentListDataSchema = z.object({
  payments: z.array(customerPaymentSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type PaymentListData = z.infer<typeof paymentListDataSchema>;

/**
 * Where the customer of an approved request sends its naira amount (D28). The
 * receiving account is null while no admin has set one: the page then says the
 * details are not available yet.
 */
export const paymentPayToSchema = z.object({
  amount: z.string(),
  currency: z.literal(LOCAL_CURRENCY),
  receivingAccount: z.nullable(receivingAccountViewSchema),
  wallet: walletViewSchema,
});
export type PaymentPayTo = z.infer<typeof paymentPayToSchema>;

/** `GET /api/payments/:id`: the request, and once approved, where to pay. */
export const paymentDetailSchema = z.object({
  ...customerPaymentSchema.shape,
  /** The beneficiary's details as paid; null for requests made before the beneficiary book. */
  beneficiary: z.nullable(paidBeneficiarySchema),
  payTo: z.nullable(paymentPayToSchema),
  /**
   * While it waits for its business's approval (issue 31): how many members other than its maker
   * may approve it now, and how many approvers or owners are invited but have not joined. `others`
   * 0 means nobody can approve it yet. Null in every other state; absent from a server from before.
   */
  approvers: z.optional(z.nullable(z.object({ others: z.number(), invited: z.number() }))),
  ...paymentProgressSchema.shape,
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;
export const paymentDetailDataSchema = z.object({ payment: paymentDetailSchema });

/** `GET /api/dashboard`: the quick stats, counted from the same rows as the history. */
export const customerDashboardSchema = z.object({
  /** In progress: pending, approved, funding reported, funded (PAYMENT_STATE_GROUPS.inProgress). */
  pendingPayments: z.number(),
  /** Paid out to the vendor (sent) only. */
  completedTransactions: z.number(),
  rejected: z.number(),
  byState: stateCountsSchema,
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;
export const customerDashboardDataSchema = z.object({ stats: customerDashboardSchema });

/** A member of a business, as staff see them: who prepared or approved a request (issue 31). */
export const businessPersonSchema = z.object({ name: z.string(), email: z.string() });
export type BusinessPerson = z.infer<typeof businessPersonSchema>;

/** Spec §3 admin payment request row; the account number is masked to its last four. */
export const adminPaymentRowSchema = z.object({
  ...purposeShape,
  /** What the reviewer should know about the beneficiary (D33); null before the beneficiary book. */
  signals: z.nullable(beneficiarySignalsSchema),
  id: z.string(),
  reference: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  /** From the customer's profile; empty when they have not given it. */
  companyName: z.string(),
  recipientCompany: z.string(),
  recipientBank: z.string(),
  recipientBankSwiftCode: z.string(),
  accountNumber: z.string(),
  /**
   * Every bank field of the beneficiary version it pays (a UK sort code, a US routing number), the
   * IBAN and account number masked like `accountNumber`; null before the beneficiary book. Optional
   * so that an admin page still reads a server from before (version skew).
   */
  bankDetails: z.optional(z.nullable(beneficiaryBankDetailsSchema)),
  foreignAmount: z.string(),
  foreignCurrency: z.enum(PAYMENT_CURRENCIES),
  exchangeRate: z.string(),
  /** What the customer pays in naira: the converted amount plus `feeAmount` (D47). */
  localAmount: z.string(),
  /** The fee in naira its quote recorded ("0.00" for none), and the rule (null: "No fee"). */
  feeAmount: z.string(),
  fee: z.nullable(feeRuleSchema),
  localCurrency: z.literal(LOCAL_CURRENCY),
  /** The invoice's file name, opened through `paymentInvoicePath(id)`; null when none. */
  invoiceFile: z.nullable(z.string()),
  status: paymentStateSchema,
  submittedAt: z.string(),
  decidedAt: z.nullable(z.string()),
  /** The deciding admin's e-mail. */
  decidedBy: z.nullable(z.string()),
  /** The deciding admin's name; absent from a server from before. */
  decidedByName: z.optional(z.nullable(z.string())),
  reason: z.nullable(z.string()),
  /**
   * The member who prepared it (its maker), and the member who approved it inside the business
   * (null when it needed no approval or is still waiting). Optional so that an admin page still
   * reads a server from before (version skew); `userName` is the business's account, not them.
   */
  preparedBy: z.optional(z.nullable(businessPersonSchema)),
  approvedInBusinessBy: z.optional(z.nullable(businessPersonSchema)),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;
export const adminPaymentListDataSchema = z.object({
  payments: z.array(adminPaymentRowSchema),
  nextCursor: z.nullable(z.string()),
});
export const adminPaymentDataSchema = z.object({ payment: adminPaymentRowSchema });

/** `GET /api/admin/payments/:id`: the row and everything after the decision. */
export const adminPaymentDetailSchema = z.object({
  ...adminPaymentRowSchema.shape,
  /** The beneficiary's full details as paid (the payout is made to them); null before the book. */
  beneficiary: z.nullable(paidBeneficiarySchema),
  ...paymentProgressSchema.shape,
  /**
   * Who recorded and who confirmed the payout (issue 22); null before a payout is recorded.
   * Optional so that an admin page still reads a server from before dual control (version skew).
   */
  payoutControl: z.optional(z.nullable(payoutControlSchema)),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;
export const adminPaymentDetailDataSchema = z.object({ payment: adminPaymentDetailSchema });
