import { maskIdentifier } from '@portal/rules/masking';
import type { VerifiedReceipt } from '@portal/contracts/receiptVerification';
import { eq, sql } from 'drizzle-orm';
import { preparedOncePerDatabase, type Db, tables } from '../../plugins/database';

const { paymentRequests, profiles, receiptVerifications, users } = tables;

/** One query by the code's unique index, prepared once per database (the route is public and hot). */
const statementsFor = preparedOncePerDatabase((db: Db) => ({
  byCode: db
    .select({
      status: paymentRequests.status,
      company: profiles.companyName,
      name: users.name,
      beneficiaryName: paymentRequests.recipientCompany,
      accountNumber: paymentRequests.accountNumber,
      amount: paymentRequests.foreignAmount,
      currency: paymentRequests.foreignCurrency,
      nairaAmount: paymentRequests.localAmount,
      feeAmount: paymentRequests.feeAmount,
      paidAt: paymentRequests.paidAt,
      payoutReference: paymentRequests.payoutReference,
      statusChangedAt: paymentRequests.statusChangedAt,
    })
    .from(receiptVerifications)
    .innerJoin(paymentRequests, eq(paymentRequests.id, receiptVerifications.paymentId))
    .innerJoin(users, eq(users.id, paymentRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, paymentRequests.userId))
    .where(eq(receiptVerifications.code, sql.placeholder('code')))
    .prepare('receipt_by_verification_code'),
}));

/**
 * What the receipt with this code states (D42), or undefined when no receipt has it. Only a
 * payment that was sent has a code; if it was refunded since, it says so and when. The
 * payer is named as on the receipt (the business's name, else its founder's).
 */
export async function readVerifiedReceipt(db: Db, code: string): Promise<VerifiedReceipt | undefined> {
  const [row] = await statementsFor(db).byCode.execute({ code });
  if (!row || (row.status !== 'sent' && row.status !== 'refunded')) return undefined;
  return {
    code,
    payerBusiness: row.company || row.name,
    beneficiaryName: row.beneficiaryName,
    maskedAccount: maskIdentifier(row.accountNumber),
    amount: row.amount,
    currency: row.currency,
    nairaAmount: row.nairaAmount,
    // The receipt's fee line (D47), so the page states it as the receipt does.
    feeAmount: row.feeAmount,
    // The payout's time as staff recorded it (D47).
    sentAt: (row.paidAt ?? row.statusChangedAt).toISOString(),
    payoutReference: row.payoutReference,
    state: row.status,
    refundedAt: row.status === 'refunded' ? row.statusChangedAt.toISOString() : null,
  };
}
