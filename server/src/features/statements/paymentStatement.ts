import { PAYMENT_PURPOSE_LABELS } from '@portal/words/paymentPurposes';
import type { PaymentPurpose } from '@portal/contracts/beneficiaryPaths';
import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { BUSINESS_ONLY_STATES, isPaymentState } from '@portal/rules/paymentLifecycle';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import { formatAmount, normalizeRate } from '@portal/rules/paymentMoney';
import { and, desc, eq, gte, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { tables, type Db } from '../../plugins/database';
import { postgresPoolOf } from '../../plugins/database/postgresPool';
import { copyCsv } from './copyCsv';
import { csvHeaderLine, streamCsv, type CsvColumn } from './csvStream';
import { paymentStatementCopyQuery } from './paymentStatementCopy';

export type { PaymentStatementFilter } from './statementPeriod';
import { keysetBatches, type BatchReader } from './keysetBatches';
import { cursorTime, olderThanPosition } from '../../plugins/paging';
import type { PaymentStatementFilter } from './statementPeriod';

const { paymentRequests, users, profiles } = tables;

const rowColumns = {
  id: paymentRequests.id,
  at: cursorTime(paymentRequests.createdAt),
  reference: paymentRequests.reference,
  status: paymentRequests.status,
  recipient: paymentRequests.recipientCompany,
  purpose: paymentRequests.purpose,
  purposeText: paymentRequests.purposeText,
  currency: paymentRequests.foreignCurrency,
  foreignAmount: paymentRequests.foreignAmount,
  rate: paymentRequests.exchangeRate,
  localAmount: paymentRequests.localAmount,
  feeAmount: paymentRequests.feeAmount,
  fundingReference: paymentRequests.fundingReference,
  paidAt: cursorTime(paymentRequests.paidAt),
  payoutReference: paymentRequests.payoutReference,
  customerEmail: users.email,
  company: profiles.companyName,
};

export interface PaymentStatementRow {
  id: string;
  at: string;
  reference: string;
  status: string;
  recipient: string;
  purpose: PaymentPurpose | null;
  purposeText: string | null;
  currency: string;
  foreignAmount: string;
  rate: string;
  localAmount: string;
  /** The fee in naira its quote recorded (0 for none, D47); localAmount includes it. */
  feeAmount: string;
  fundingReference: string | null;
  /** Null until paid out (to_char of null). */
  paidAt: string | null;
  payoutReference: string | null;
  customerEmail: string;
  company: string | null;
}

/**
 * The statement's rows newest first, as the lists show them, a batch (STATEMENT_BATCH_ROWS) per query. Each
 * query is a range of one of payment_requests' (…, created_at desc, id desc) indexes:
 * the customer's (user_id, …), the status filter's (status, …) or every request's.
 */
export function paymentStatementReader(
  db: Db,
  filter: PaymentStatementFilter,
): BatchReader<PaymentStatementRow> {
  return async (after, limit) => {
    const conditions: SQL[] = [
      gte(paymentRequests.createdAt, sql`${filter.period.start}::timestamptz`),
      lt(paymentRequests.createdAt, sql`${filter.period.end}::timestamptz`),
    ];
    if (filter.userId !== undefined) conditions.push(eq(paymentRequests.userId, filter.userId));
    // Staff's statement leaves out what is still a business's own (issue 21), as their lists do.
    else conditions.push(notInArray(paymentRequests.status, [...BUSINESS_ONLY_STATES]));
    if (filter.status !== undefined) conditions.push(sql`${paymentRequests.status} = ${filter.status}`);
    if (after) conditions.push(olderThanPosition(paymentRequests.createdAt, paymentRequests.id, after));
    return db
      .select(rowColumns)
      .from(paymentRequests)
      .innerJoin(users, eq(users.id, paymentRequests.userId))
      .leftJoin(profiles, eq(profiles.userId, paymentRequests.userId))
      .where(and(...conditions))
      .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
      .limit(limit);
  };
}

const statusLabel = (status: string) => (isPaymentState(status) ? PAYMENT_STATE_LABELS[status] : status);

/**
 * The columns both statements share (D36), times ISO 8601 UTC. Money stays machine-readable
 * (issue 23): a plain decimal with the currency's own decimals (yen none) beside a currency
 * column, never a sign or a thousands comma a spreadsheet would read as text; the rate
 * without the stored trailing zeros, as the API answers it.
 */
const CUSTOMER_COLUMNS: CsvColumn<PaymentStatementRow>[] = [
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Submitted at', value: (row) => row.at },
  { header: 'Status', value: (row) => statusLabel(row.status) },
  { header: 'Recipient', value: (row) => row.recipient },
  // Issue 25: why it was paid; empty for requests made before the purpose was asked.
  {
    header: 'Purpose',
    value: (row) =>
      row.purpose === null
        ? null
        : row.purpose === 'other' && row.purposeText
          ? `${PAYMENT_PURPOSE_LABELS.other}: ${row.purposeText}`
          : PAYMENT_PURPOSE_LABELS[row.purpose],
  },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Foreign amount', value: (row) => formatAmount(row.foreignAmount, row.currency), numeric: true },
  { header: 'Rate (NGN per unit)', value: (row) => normalizeRate(row.rate), numeric: true },
  // D47: the fee its own column (0.00 for none); the naira amount is what was paid, fee included.
  { header: 'Fee (NGN)', value: (row) => formatAmount(row.feeAmount, LOCAL_CURRENCY), numeric: true },
  { header: 'Naira amount', value: (row) => formatAmount(row.localAmount, LOCAL_CURRENCY), numeric: true },
  { header: 'Funding reference', value: (row) => row.fundingReference },
  { header: 'Paid at', value: (row) => row.paidAt },
  { header: 'Payout reference (UETR)', value: (row) => row.payoutReference },
];

/** Staff's statement adds whose request it is. */
const ADMIN_COLUMNS: CsvColumn<PaymentStatementRow>[] = [
  ...CUSTOMER_COLUMNS,
  { header: 'Customer e-mail', value: (row) => row.customerEmail },
  { header: 'Company', value: (row) => row.company },
];

/** The payments statement as streamed CSV: the customer's own, or staff's with the customer columns. */
export function paymentStatementCsv(
  db: Db,
  filter: PaymentStatementFilter,
  audience: 'customer' | 'admin',
): Readable {
  const rows = keysetBatches(paymentStatementReader(db, filter), (row) => ({
    createdAt: row.at,
    id: row.id,
  }));
  return streamCsv(rows, audience === 'admin' ? ADMIN_COLUMNS : CUSTOMER_COLUMNS);
}

/**
 * The payments statement as the route sends it (issue 34): on PostgreSQL written by the
 * database itself through `COPY … TO STDOUT` (paymentStatementCopy.ts, the same bytes),
 * on PGlite, which has no COPY to a client, streamed a batch at a time as above.
 */
export async function paymentStatementExport(
  db: Db,
  filter: PaymentStatementFilter,
  audience: 'customer' | 'admin',
): Promise<Readable> {
  const pool = postgresPoolOf(db);
  if (pool) return copyCsv(pool, paymentStatementCopyQuery(filter, audience, csvHeaderLine));
  return paymentStatementCsv(db, filter, audience);
}
