import { PAYMENT_PURPOSE_LABELS } from '@portal/words/paymentPurposes';
import { isPaymentState } from '@portal/rules/paymentLifecycle';
import { eq } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';
import { readBeneficiaryVersion } from '../beneficiaries';
import { feeRuleOfRow } from '../quotes';
import type { ReceiptData } from './receiptData';

const { paymentRequests, users, profiles } = tables;

/** A request as its receipt states it, with whose it is (the route decides who may read it). */
export interface ReceiptSource {
  ownerId: string;
  receipt: ReceiptData;
}

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/**
 * One request with its payer (the business's name from the profile, the account's
 * e-mail), in one query by primary key; undefined when there is none.
 */
export async function readReceiptSource(db: Db, id: string): Promise<ReceiptSource | undefined> {
  const [row] = await db
    .select({ payment: paymentRequests, email: users.email, name: users.name, company: profiles.companyName })
    .from(paymentRequests)
    .innerJoin(users, eq(users.id, paymentRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, paymentRequests.userId))
    .where(eq(paymentRequests.id, id));
  if (!row) return undefined;
  const { payment } = row;
  // The version of the beneficiary's details the request was made with (issue 25).
  const paid =
    payment.beneficiaryId && payment.beneficiaryVersion !== null
      ? await readBeneficiaryVersion(db, payment.userId, payment.beneficiaryId, payment.beneficiaryVersion)
      : undefined;
  const purpose = payment.purpose
    ? payment.purpose === 'other' && payment.purposeText
      ? `${PAYMENT_PURPOSE_LABELS.other}: ${payment.purposeText}`
      : PAYMENT_PURPOSE_LABELS[payment.purpose]
    : null;
  const status = isPaymentState(payment.status) ? payment.status : 'pending';
  return {
    ownerId: payment.userId,
    receipt: {
      reference: payment.reference,
      status,
      payer: { businessName: row.company || row.name, email: row.email },
      beneficiary: {
        name: payment.recipientCompany,
        bank: payment.recipientBank,
        swiftCode: payment.swiftCode,
        accountNumber: payment.accountNumber,
        country: paid?.country ?? null,
        address: paid?.address ?? null,
        routingNumber: paid?.routingNumber ?? null,
        sortCode: paid?.sortCode ?? null,
      },
      purpose,
      foreignAmount: payment.foreignAmount,
      currency: payment.foreignCurrency,
      rate: payment.exchangeRate,
      localAmount: payment.localAmount,
      feeAmount: payment.feeAmount,
      fee: feeRuleOfRow(payment),
      fundingReference: payment.fundingReference,
      payoutReference: payment.payoutReference,
      submittedAt: payment.createdAt.toISOString(),
      approvedAt: iso(payment.approvedAt ?? payment.decidedAt),
      fundedAt: iso(payment.fundingConfirmedAt),
      paidAt: iso(payment.paidAt),
      // The last fact the receipt states: the same request always gives the same file.
      issuedAt: (payment.paidAt ?? payment.statusChangedAt).toISOString(),
    },
  };
}
