import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import type { BatchTotal, PaymentBatch } from '@portal/contracts/paymentBatches';
import { formatAmount } from '@portal/rules/paymentMoney';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, tables, type PaymentBatchRow, type PaymentBatchTotal } from '../../plugins/database';
import { feeRuleOfRow } from '../quotes';
import { toCustomerPayment } from './customerPayment';

const { paymentBatches, paymentRequests, users } = tables;

/** One of the business's batches; another business's reads as none (404). */
export async function findOwnBatch(
  db: Db,
  businessId: string,
  id: string,
): Promise<PaymentBatchRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentBatches)
    .where(and(eq(paymentBatches.id, id), eq(paymentBatches.businessId, businessId)));
  return row;
}

/** A stored currency total as the answer shows it (its quote is used: no expiry to show). */
const totalView = (total: PaymentBatchTotal): BatchTotal => ({
  currency: total.currency,
  count: total.count,
  amount: formatAmount(total.amount, total.currency),
  rate: total.rate,
  localAmount: formatAmount(total.localAmount, LOCAL_CURRENCY),
  feeAmount: formatAmount(total.feeAmount, LOCAL_CURRENCY),
  fee: feeRuleOfRow(total),
  quoteId: total.quoteId,
  expiresAt: null,
});

/** A batch as its business sees it: the one funding reference, its totals, and every payment in file order. */
export async function batchDetail(db: Db, batch: PaymentBatchRow): Promise<PaymentBatch> {
  const rows = await db
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.batchId, batch.id))
    .orderBy(
      asc(paymentRequests.createdAt),
      sql`length(${paymentRequests.reference})`,
      asc(paymentRequests.reference),
    );
  const makerIds = [
    ...new Set([batch.createdBy, ...rows.flatMap((row) => (row.createdBy ? [row.createdBy] : []))]),
  ];
  const makers = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, makerIds));
  const maker = (id: string | null) => makers.find((person) => person.id === id) ?? null;
  return {
    id: batch.id,
    reference: batch.reference,
    status: batch.status,
    paymentCount: batch.paymentCount,
    totals: batch.totals.map(totalView),
    localTotal: formatAmount(batch.localTotal, LOCAL_CURRENCY),
    feeTotal: formatAmount(batch.feeTotal, LOCAL_CURRENCY),
    localCurrency: LOCAL_CURRENCY,
    madeBy: maker(batch.createdBy),
    createdAt: batch.createdAt.toISOString(),
    payments: rows.map((row) => ({
      ...toCustomerPayment(row, maker(row.createdBy)),
      customerReference: row.customerReference,
    })),
  };
}
