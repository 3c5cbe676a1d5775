import {
  isPaymentState,
  LOCAL_CURRENCY,
  formatAmount,
  normalizeRate,
  type PaymentState,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../plugins/database';
import { paymentRequests, profiles, users } from '../../plugins/database/schema';

/** One request with everything its receipt states (D32), and whose it is. */
export interface ReceiptPayment {
  id: string;
  ownerId: string;
  reference: string;
  status: PaymentState;
  payer: { businessName: string; email: string };
  beneficiary: { name: string; bank: string; swiftCode: string; accountNumber: string };
  foreignAmount: string;
  currency: string;
  /** Naira per unit of `currency`, as quoted. */
  rate: string;
  localAmount: string;
  /** The reference the customer's transfer carried (VB…). */
  fundingReference: string | null;
  /** The naira staff confirmed, and the bank's reference of that transfer. */
  amountReceived: string | null;
  fundingBankReference: string | null;
  /** The bank's reference of the payout (UETR or transfer reference). */
  payoutReference: string | null;
  submittedAt: string;
  approvedAt: string | null;
  fundedAt: string | null;
  paidAt: string | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * One request for its receipt, by id, in one query (the caller decides who may read it);
 * undefined when there is none. Amounts as their currencies write them.
 */
export async function readReceiptPayment(db: Db, id: string): Promise<ReceiptPayment | undefined> {
  const [row] = await db
    .select({ payment: paymentRequests, email: users.email, name: users.name, company: profiles.companyName })
    .from(paymentRequests)
    .innerJoin(users, eq(users.id, paymentRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, paymentRequests.userId))
    .where(eq(paymentRequests.id, id));
  if (!row) return undefined;
  const { payment } = row;
  return {
    id: payment.id,
    ownerId: payment.userId,
    reference: payment.reference,
    status: isPaymentState(payment.status) ? payment.status : 'pending',
    payer: { businessName: row.company || row.name, email: row.email },
    beneficiary: {
      name: payment.recipientCompany,
      bank: payment.recipientBank,
      swiftCode: payment.swiftCode,
      accountNumber: payment.accountNumber,
    },
    foreignAmount: formatAmount(payment.foreignAmount, payment.foreignCurrency),
    currency: payment.foreignCurrency,
    rate: normalizeRate(payment.exchangeRate),
    localAmount: formatAmount(payment.localAmount, LOCAL_CURRENCY),
    fundingReference: payment.fundingReference,
    amountReceived:
      payment.amountReceived === null ? null : formatAmount(payment.amountReceived, LOCAL_CURRENCY),
    fundingBankReference: payment.fundingBankReference,
    payoutReference: payment.payoutReference,
    submittedAt: payment.createdAt.toISOString(),
    approvedAt: iso(payment.approvedAt),
    fundedAt: iso(payment.fundingConfirmedAt),
    paidAt: iso(payment.paidAt),
  };
}
