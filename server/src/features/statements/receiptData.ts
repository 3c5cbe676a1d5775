import type { FeeRule } from '@portal/rules/fees';
import type { PaymentState } from '@portal/rules/paymentLifecycle';
import type { ReceiptVerificationMark } from './receiptVerificationBlock';

/**
 * What a receipt states (D32): everything is already decided and stored, the receipt
 * only lays it out. Amounts and rates are the decimal strings the database keeps,
 * times ISO 8601 strings; a step not reached (or not recorded) is null.
 */
export interface ReceiptData {
  /** The request's reference, PAY-…. */
  reference: string;
  status: PaymentState;
  payer: { businessName: string; email: string };
  beneficiary: {
    name: string;
    bank: string;
    swiftCode: string;
    accountNumber: string;
    /** From the version of the beneficiary paid (issue 25); null on requests made before it. */
    country: string | null;
    address: string | null;
    /** A US account's ABA routing number or a UK account's sort code; null elsewhere. */
    routingNumber: string | null;
    sortCode: string | null;
  };
  /** Why it was paid: the purpose's label (an `other` purpose's own words); null before issue 25. */
  purpose: string | null;
  foreignAmount: string;
  currency: string;
  /** Naira per unit of `currency`, as quoted. */
  rate: string;
  /** The naira the customer paid: foreign amount × rate, plus `feeAmount` (D47). */
  localAmount: string;
  /** The fee in naira its quote recorded ("0" for none), and how it was set (null: none). */
  feeAmount: string;
  fee: FeeRule | null;
  /** The reference the customer's transfer carried (VB…). */
  fundingReference: string | null;
  /** The bank's reference of the payout: a UETR or a transfer reference. */
  payoutReference: string | null;
  submittedAt: string;
  approvedAt: string | null;
  fundedAt: string | null;
  paidAt: string | null;
  /**
   * When the receipt's facts were final (the payout's time): the PDF's creation date,
   * so the same request always gives the same file.
   */
  issuedAt: string;
  /** Where anyone can check the receipt (D42): its code and address; absent, no block is drawn. */
  verification?: ReceiptVerificationMark | null;
}
