import type { PeriodQuery } from '@portal/contracts/paymentJourney';
import type { PaymentState } from '@portal/rules/paymentLifecycle';

/**
 * A statement's period as times: from the start of `from` to the end of `to`, both
 * whole UTC days. `end` is exclusive.
 */
export interface StatementPeriod {
  start: string;
  end: string;
}

/** Which requests a statement lists: a period, perhaps one state, perhaps one customer's. */
export interface PaymentStatementFilter {
  period: StatementPeriod;
  status?: PaymentState;
  /** A customer's own statement; absent for staff's statement of every customer. */
  userId?: string;
}

const DAY_MS = 86_400_000;

/**
 * A statement's query, checked by the route's schema (real calendar days, from not
 * after to, at most 366 days, a known state), with its period as times.
 */
export function parseStatementQuery<Query extends PeriodQuery>(
  query: Query,
): Query & { period: StatementPeriod } {
  return { ...query, period: statementPeriod(query) };
}

export function statementPeriod(query: PeriodQuery): StatementPeriod {
  const start = Date.parse(`${query.from}T00:00:00.000Z`);
  const end = Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS;
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

/** "payments-2026-01-01-to-2026-12-31.csv": what the browser saves the download as. */
export const statementFileName = (prefix: string, query: PeriodQuery): string =>
  `${prefix}-${query.from}-to-${query.to}.csv`;
