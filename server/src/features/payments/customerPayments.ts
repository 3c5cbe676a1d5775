import {
  PAYMENT_STATE_GROUPS,
  PAYMENT_STATES,
  type CustomerDashboard,
  type CustomerPayment,
  type PaymentState,
  type StateCounts,
} from '@portal/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { type Db, preparedPerDatabase } from '../../plugins/database';
import {
  cursorParams,
  cursorTime,
  encodeCursor,
  literalLimit,
  olderThanCursor,
  type PageCursor,
} from '../../plugins/paging';
import { paymentRequests, users } from '../../plugins/database/schema';
import { toCustomerPayment } from './customerPayment';

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
    return (
      db
        .select({
          payment: paymentRequests,
          cursorAt: cursorTime(paymentRequests.createdAt),
          makerName: users.name,
        })
        .from(paymentRequests)
        // Its maker's name, in the same query (issue 21: no query more for teams).
        .leftJoin(users, eq(users.id, paymentRequests.createdBy))
        .where(and(...conditions))
        .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
        .limit(literalLimit(rows))
        .prepare(name)
    );
  },
);

/** A customer's own requests, newest first, a page at a time (the transaction history). */
export async function listCustomerPayments(
  db: Db,
  userId: string,
  page: { cursor: PageCursor | null; limit: number; status?: PaymentState | null },
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
    payments: shown.map((row) =>
      toCustomerPayment(
        row.payment,
        row.payment.createdBy && row.makerName ? { id: row.payment.createdBy, name: row.makerName } : null,
      ),
    ),
    nextCursor:
      rows.length > page.limit && last
        ? encodeCursor({ createdAt: last.cursorAt, id: last.payment.id })
        : null,
  };
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
