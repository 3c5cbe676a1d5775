import type { CustomerDashboard, CustomerPayment } from '@portal/contracts/paymentAnswers';
import type { StateCounts } from '@portal/contracts/paymentJourney';
import { PAYMENT_STATE_GROUPS, PAYMENT_STATES, type PaymentState } from '@portal/rules/paymentLifecycle';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type Db, preparedPerDatabase, tables } from '../../plugins/database';
import {
  cursorParams,
  cursorTime,
  encodeCursor,
  literalLimit,
  olderThanCursor,
  type PageCursor,
} from '../../plugins/paging';
import { paymentListColumns, toCustomerPayment, type PaymentListRow } from './customerPayment';

const { paymentRequests, users } = tables;

/** A first page or a page after a cursor, and how many rows it reads. */
interface HistoryShape {
  afterCursor: boolean;
  rows: number;
  /** One state only, or every state (null). */
  status: PaymentState | null;
}

/** The history's query, one prepared statement per shape. */
const historyQuery = preparedPerDatabase(
  ({ afterCursor, rows, status }: HistoryShape) =>
    `customer_payments${status ? `_${status}` : ''}_${afterCursor ? 'next' : 'first'}_${rows}`,
  (db, { afterCursor, rows, status }, name) => {
    const conditions: SQL[] = [eq(paymentRequests.userId, sql.placeholder('userId'))];
    // Written into the SQL (one statement per state), so the plan reads the (user, status) index.
    if (status) conditions.push(eq(paymentRequests.status, status).inlineParams());
    if (afterCursor) conditions.push(olderThanCursor(paymentRequests.createdAt, paymentRequests.id));
    return db
      .select({ payment: paymentListColumns, cursorAt: cursorTime(paymentRequests.createdAt) })
      .from(paymentRequests)
      .where(and(...conditions))
      .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
      .limit(literalLimit(rows))
      .prepare(name);
  },
);

/** A customer's own requests, newest first, a page at a time (the transaction history). */
export async function listCustomerPayments(
  db: Db,
  userId: string,
  page: { cursor: PageCursor | null; limit: number; status?: PaymentState | null },
  /** The member reading the list: their own requests are named without a query. */
  reader: { id: string; name: string },
): Promise<{ payments: CustomerPayment[]; nextCursor: string | null }> {
  // One row more than the page: whether it comes back says whether there is a next page.
  const shape = { afterCursor: page.cursor !== null, rows: page.limit + 1, status: page.status ?? null };
  const rows = await historyQuery(db, shape).execute({
    userId,
    ...(page.cursor ? cursorParams(page.cursor) : {}),
  });
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    payments: await withMakers(db, shown, reader),
    nextCursor:
      rows.length > page.limit && last
        ? encodeCursor({ createdAt: last.cursorAt, id: last.payment.id })
        : null,
  };
}

/**
 * The page's requests with their makers' names (issue 21). The reader's own are named from
 * their account; other members' names are read in one query, only for a page that holds
 * them, so a business of one (and every request made before teams) costs no query more.
 */
async function withMakers(
  db: Db,
  rows: readonly { payment: PaymentListRow }[],
  reader: { id: string; name: string },
): Promise<CustomerPayment[]> {
  const others = [
    ...new Set(
      rows.flatMap(({ payment }) =>
        payment.createdBy && payment.createdBy !== reader.id ? [payment.createdBy] : [],
      ),
    ),
  ];
  const names = new Map<string, string>([[reader.id, reader.name]]);
  if (others.length > 0) {
    const found = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, others));
    for (const maker of found) names.set(maker.id, maker.name);
  }
  return rows.map(({ payment }) => {
    const name = payment.createdBy ? names.get(payment.createdBy) : undefined;
    return toCustomerPayment(payment, payment.createdBy && name ? { id: payment.createdBy, name } : null);
  });
}

/** One request of its owner; undefined for another customer's, exactly as for none. */
export async function findOwnPayment(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.id, id), eq(paymentRequests.userId, userId)));
  return row;
}

/**
 * The quick stats, counted from the same rows as the history in one query, so the
 * two never disagree (live counts, never sample figures): every state, and the groups
 * the dashboard shows (in progress; completed = sent only; rejected).
 */
export async function countCustomerPayments(db: Db, userId: string): Promise<CustomerDashboard> {
  const rows = await db
    .select({ status: paymentRequests.status, count: sql<number>`count(*)::int` })
    .from(paymentRequests)
    .where(eq(paymentRequests.userId, userId))
    .groupBy(paymentRequests.status);
  const byState = Object.fromEntries(PAYMENT_STATES.map((state) => [state, 0])) as StateCounts;
  for (const row of rows) byState[row.status] = Number(row.count);
  const sum = (states: readonly PaymentState[]) => states.reduce((total, state) => total + byState[state], 0);
  return {
    pendingPayments: sum(PAYMENT_STATE_GROUPS.inProgress),
    completedTransactions: sum(PAYMENT_STATE_GROUPS.completed),
    rejected: byState.rejected,
    byState,
  };
}
