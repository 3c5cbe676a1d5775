import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ApiError } from '../http';

/**
 * Keyset pagination over (created_at, id), newest first. The cursor carries the
 * last row's created_at as PostgreSQL wrote it, to the microsecond: a JavaScript
 * date keeps milliseconds only, and rows made within one millisecond would be
 * skipped or repeated across pages. The time column may be another moment of the
 * row (the audit record's occurred_at, a document set's latest upload).
 */
export interface PageCursor {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A bigserial id (the audit record's), as PostgreSQL's bigint prints it. */
const SERIAL = /^[1-9]\d{0,17}$/;

/** What kind of id a list's rows have: uuid (most tables) or a growing number (the audit record). */
export type CursorIdKind = 'uuid' | 'serial';
const ID_FORMATS: Record<CursorIdKind, RegExp> = { uuid: UUID, serial: SERIAL };

/** A row's created_at as the cursor keeps it (UTC, microseconds). */
export const cursorTime = (column: AnyColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const encodeCursor = (cursor: PageCursor): string =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

const invalidCursor = () =>
  new ApiError(400, PAYMENT_MESSAGES.cursorInvalid, {
    code: ERROR_CODES.validation,
    errors: { cursor: [PAYMENT_MESSAGES.cursorInvalid] },
  });

/** The cursor of a query string; a cursor we did not write is refused (400). */
export function decodeCursor(text: string | undefined, idKind: CursorIdKind = 'uuid'): PageCursor | null {
  if (text === undefined || text === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt) || Number.isNaN(Date.parse(createdAt))) {
    throw invalidCursor();
  }
  if (typeof id !== 'string' || !ID_FORMATS[idKind].test(id)) throw invalidCursor();
  return { createdAt, id };
}

/**
 * Rows after the cursor in (created_at desc, id desc) order, for a prepared query: the
 * cursor's two values are the placeholders `cursorAt` and `cursorId` (see
 * `cursorParams`). The indexes serve this row comparison.
 *
 * Each value is read by a sub-select (an init plan), so the planner never sees it, not
 * even when it plans a call with its values: PostgreSQL keeps a statement's generic plan
 * only if it costs less than the custom plans plus their planning, and a custom plan that
 * knew the cursor sat near the newest row judged the date index cheaper for the pending
 * queue's next page than the generic plan's (status, date) index, so that statement was
 * planned on every call (3 ms for its six tables, 0.2 ms to run). Blind to the value,
 * both plans are the same and the generic one is kept. Same rows, same order.
 */
export const olderThanCursor = (createdAt: AnyColumn, id: AnyColumn): SQL =>
  sql`(${createdAt}, ${id}) < ((select ${sql.placeholder('cursorAt')}::timestamptz), (select ${sql.placeholder('cursorId')}::uuid))`;

/**
 * The same comparison with the cursor's values in the query, for a query that is not
 * prepared (the statements' batches); the id's parameter takes the column's type (uuid
 * or bigint). The time may be an aggregate (a HAVING over a group's latest moment).
 */
export const olderThanPosition = (createdAt: AnyColumn | SQL, id: AnyColumn, cursor: PageCursor): SQL =>
  sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`;

/**
 * The opposite comparison, for a work queue read oldest first (the Screening queue): rows
 * after the cursor in (time asc, id asc) order.
 */
export const newerThanPosition = (time: AnyColumn | SQL, id: AnyColumn, cursor: PageCursor): SQL =>
  sql`(${time}, ${id}) > (${cursor.createdAt}::timestamptz, ${cursor.id})`;

/** The placeholder values of `olderThanCursor`. */
export const cursorParams = (cursor: PageCursor) => ({ cursorAt: cursor.createdAt, cursorId: cursor.id });

/**
 * A page query's LIMIT written into its SQL rather than sent as a parameter, for a
 * prepared statement per page size. PostgreSQL switches a prepared statement to its
 * generic plan (no planning on each call) only when that plan costs no more than the
 * custom ones, and with an unknown limit it costs the plan as if a tenth of the
 * matching rows were read: the admin list would be planned anew on every call.
 * drizzle's types take a number or a placeholder here; it writes any SQL as it is.
 */
export const literalLimit = (rows: number): number => {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new RangeError(`not a page size: ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
};

/**
 * A page of `limit` rows out of the `limit + 1` a list query read (one more, whose presence says
 * there is a next page), with the cursor of the next page: the last row shown's position.
 */
export function pageOf<Row>(
  rows: readonly Row[],
  limit: number,
  positionOf: (row: Row) => PageCursor,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null };
}
