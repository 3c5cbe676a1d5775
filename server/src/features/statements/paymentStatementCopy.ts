import { PAYMENT_PURPOSE_LABELS } from '@portal/words/paymentPurposes';
import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { BUSINESS_ONLY_STATES, isPaymentState } from '@portal/rules/paymentLifecycle';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import { CURRENCY_DECIMALS } from '@portal/rules/paymentMoney';
import { caseSql, FORMULA_ANYWHERE, sqlLiteral, textCellSql } from './csvCellSql';
import type { CopyCsvQuery } from './copyCsv';
import type { PaymentStatementFilter } from './statementPeriod';

/** A column of the statement as COPY writes it: its SQL, and whether COPY quotes it (text). */
interface CopyColumn {
  header: string;
  sql: string;
  text: boolean;
}

/** A time as the keyset and the streamed statement write it (cursorTime): UTC, microseconds. */
const timeSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const decimalsOf = (currency: string): number =>
  (CURRENCY_DECIMALS as Record<string, number | undefined>)[currency] ?? 2;

/**
 * The scale of every amount column (numeric(20, 2) since migration 0002; 0014 for the fee).
 * Rounding such a value to 2 decimals changes nothing, so only other decimals round.
 */
export const AMOUNT_SCALE = 2;

/** `formatAmount`: the currency's decimals, half away from zero (big.js roundHalfUp, SQL round). */
const amountSql = (column: string, currencySql: string) => {
  const byCurrency = Object.entries(CURRENCY_DECIMALS)
    .filter(([, decimals]) => decimals !== AMOUNT_SCALE)
    .map(([currency, decimals]) => `when ${sqlLiteral(currency)} then round(${column}, ${decimals})::text`)
    .join(' ');
  return byCurrency === ''
    ? `${column}::text`
    : `(case ${currencySql} ${byCurrency} else ${column}::text end)`;
};

/** A naira amount: NGN's decimals are the column's scale, so the value as it is stored. */
const nairaSql = (column: string) =>
  decimalsOf(LOCAL_CURRENCY) === AMOUNT_SCALE
    ? `${column}::text`
    : `round(${column}, ${decimalsOf(LOCAL_CURRENCY)})::text`;

const purposeLabels: Record<string, string> = PAYMENT_PURPOSE_LABELS;

/**
 * The stored texts the statement's text cells are made of: if none of them holds a formula
 * at its start or after a separator, no cell of the row needs neutralising (the Purpose
 * cell's prefix 'Other: ' holds neither). Joined by a line break, itself a separator, so
 * one test per row (`r.plain`) asks it of every text at once; a row that fails it takes
 * the rule cell by cell, which writes the same as neutraliseCsvCell.
 */
const CUSTOMER_TEXTS = [
  'p.reference',
  'p.recipient_company',
  'p.purpose_text',
  'p.funding_reference',
  'p.payout_reference',
];
const ADMIN_TEXTS = [...CUSTOMER_TEXTS, 'u.email', 'pr.company_name'];

/** A stored text's cell: as it is in a plain row, else by the rule (csvCellSql.ts). */
const storedTextSql = (expression: string) =>
  `(case when r.plain then nullif(${expression}, '') else ${textCellSql(expression)} end)`;

/**
 * The statement's columns (paymentStatement.ts CUSTOMER_COLUMNS) as SQL over
 * payment_requests p, users u and profiles pr. Times are not neutralised: to_char
 * writes digits, '-', ':', '.', 'T' and 'Z' only, never a formula's start after a
 * separator. Nor are the currency and the state: their CHECK constraints
 * (payment_requests_currency_check, payment_requests_status_check) allow only codes
 * like 'EUR' and words like 'sent', never empty and never a formula
 * (paymentStatementCopy.test.ts holds the database to it). Amounts are plain decimals
 * (COPY leaves them bare, as numericCell does).
 */
const CUSTOMER_COLUMNS: CopyColumn[] = [
  { header: 'Reference', sql: storedTextSql('p.reference'), text: true },
  { header: 'Submitted at', sql: timeSql('p.created_at'), text: true },
  {
    header: 'Status',
    sql: caseSql('p.status', PAYMENT_STATE_LABELS, 'p.status'),
    text: true,
  },
  { header: 'Recipient', sql: storedTextSql('p.recipient_company'), text: true },
  {
    header: 'Purpose',
    sql: `(case when p.purpose = 'other' and p.purpose_text <> ''
      then ${storedTextSql(`${sqlLiteral(`${PAYMENT_PURPOSE_LABELS.other}: `)} || p.purpose_text`)}
      else ${caseSql('p.purpose', purposeLabels, 'null')} end)`,
    text: true,
  },
  { header: 'Currency', sql: 'p.foreign_currency', text: true },
  { header: 'Foreign amount', sql: amountSql('p.foreign_amount', 'p.foreign_currency'), text: false },
  { header: 'Rate (NGN per unit)', sql: 'trim_scale(p.exchange_rate)::text', text: false },
  {
    header: 'Fee (NGN)',
    sql: nairaSql('p.fee_amount'),
    text: false,
  },
  {
    header: 'Naira amount',
    sql: nairaSql('p.local_amount'),
    text: false,
  },
  { header: 'Funding reference', sql: storedTextSql('p.funding_reference'), text: true },
  { header: 'Paid at', sql: timeSql('p.paid_at'), text: true },
  { header: 'Payout reference (UETR)', sql: storedTextSql('p.payout_reference'), text: true },
];

const ADMIN_COLUMNS: CopyColumn[] = [
  ...CUSTOMER_COLUMNS,
  { header: 'Customer e-mail', sql: storedTextSql('u.email'), text: true },
  { header: 'Company', sql: storedTextSql('pr.company_name'), text: true },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** What statementPeriod writes: Date#toISOString. */
const PERIOD_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function checked(value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value)) throw new TypeError(`not a ${what}: ${value}`);
  return sqlLiteral(value);
}

/**
 * The same rows as paymentStatementReader: the period, the customer's own requests (or,
 * for staff, all but the business-only states), perhaps one state, newest first.
 * COPY takes no bind parameters, so the filter's values are written into the SQL, and
 * only after a check of their form: the period's times as statementPeriod writes them,
 * the business's id as a uuid (it comes from the session, never the query string), the
 * state one of the lifecycle's; each then as a literal by pg's escapeLiteral. Anything
 * else is a programming error (TypeError, answered 500), never text in the SQL.
 */
function whereSql(filter: PaymentStatementFilter): string {
  const conditions = [
    `p.created_at >= ${checked(filter.period.start, PERIOD_TIME, 'period start')}::timestamptz`,
    `p.created_at < ${checked(filter.period.end, PERIOD_TIME, 'period end')}::timestamptz`,
  ];
  if (filter.userId !== undefined) {
    conditions.push(`p.user_id = ${checked(filter.userId, UUID, 'uuid')}::uuid`);
  } else {
    conditions.push(`p.status not in (${BUSINESS_ONLY_STATES.map(sqlLiteral).join(', ')})`);
  }
  if (filter.status !== undefined) {
    if (!isPaymentState(filter.status)) throw new TypeError(`not a payment state: ${String(filter.status)}`);
    conditions.push(`p.status = ${sqlLiteral(filter.status)}`);
  }
  return conditions.join(' and ');
}

/** The payments statement as one SELECT for `COPY … TO STDOUT (FORMAT csv)`, with its header line. */
export function paymentStatementCopyQuery(
  filter: PaymentStatementFilter,
  audience: 'customer' | 'admin',
  headerLine: (headers: readonly string[]) => string,
): CopyCsvQuery {
  const columns = audience === 'admin' ? ADMIN_COLUMNS : CUSTOMER_COLUMNS;
  const texts = audience === 'admin' ? ADMIN_TEXTS : CUSTOMER_TEXTS;
  const name = (index: number) => `c${index + 1}`;
  return {
    headerLine: headerLine(columns.map((column) => column.header)),
    select: `select ${columns.map((column, index) => `${column.sql} as ${name(index)}`).join(',\n  ')}
      from payment_requests p
      join users u on u.id = p.user_id
      left join profiles pr on pr.user_id = p.user_id
      -- OFFSET 0 keeps the test a subquery of its own, asked once per row, not copied into each cell.
      cross join lateral (select concat_ws(E'\\n', ${texts.join(', ')}) !~ '${FORMULA_ANYWHERE}' as plain offset 0) r
      where ${whereSql(filter)}
      order by p.created_at desc, p.id desc`,
    quotedColumns: columns.flatMap((column, index) => (column.text ? [name(index)] : [])),
  };
}
