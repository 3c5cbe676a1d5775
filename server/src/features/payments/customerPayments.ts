import type { CustomerDashboard, CustomerPayment } from '@portal/contracts';
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
import { paymentRequests } from '../../plugins/database/schema';
import { toCustomerPayment } from './customerPayment';

/** A first page or a page after a cursor, and how many rows it reads. */
interface HistoryShape {
  afterCursor: boolean;
  rows: number;
}

/** The history's query, one prepared statement per shape. */
const historyQuery = preparedPerDatabase(
  ({ afterCursor, rows }: HistoryShape) => `customer_payments_${afterCursor ? 'next' : 'first'}_${rows}`,
  (db, { afterCursor, rows }, name) => {
    const conditions: SQL[] = [eq(paymentRequests.userId, sql.placeholder('userId'))];
    if (afterCursor) conditions.push(olderThanCursor(paymentRequests.createdAt, paymentRequests.id));
    return db
      .select({ payment: paymentRequests, cursorAt: cursorTime(paymentRequests.createdAt) })
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
  page: { cursor: PageCursor | null; limit: number },
): Promise<{ payments: CustomerPayment[]; nextCursor: string | null }> {
  // One row more than the page: whether it comes back says whether there is a next page.
  const shape = { afterCursor: page.cursor !== null, rows: page.limit + 1 };
  const rows = await historyQuery(db, shape).execute({
    userId,
    ...(page.cursor ? cursorParams(page.cursor) : {}),
  });
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    payments: shown.map((row) => toCustomerPayment(row.payment)),
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
 * two never disagree (live counts, never sample figures).
 */
export async function countCustomerPayments(db: Db, userId: string): Promise<CustomerDashboard> {
  const count = (status: string) =>
    sql<number>`(count(*) filter (where ${paymentRequests.status} = ${status}))::int`;
  const [row] = await db
    .select({
      pendingPayments: count('pending'),
      completedTransactions: count('approved'),
      rejected: count('rejected'),
    })
    .from(paymentRequests)
    .where(eq(paymentRequests.userId, userId));
  return row ?? { pendingPayments: 0, completedTransactions: 0, rejected: 0 };
}
