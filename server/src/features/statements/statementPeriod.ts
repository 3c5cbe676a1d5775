import { ERROR_CODES, JOURNEY_MESSAGES, statementQuerySchema, type StatementQuery } from '@portal/contracts';
import { ApiError, parseQuery } from '../../plugins/http';

/**
 * A statement's period as times: from the start of `from` to the end of `to`, both
 * whole UTC days. `end` is exclusive.
 */
export interface StatementPeriod {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
// Years PostgreSQL's timestamptz and JavaScript's ISO strings both write as YYYY (no year 0, no +010000).
const FIRST_DAY = Date.parse('1900-01-01');
const LAST_DAY = Date.parse('9998-12-31');

/** The day's midnight in UTC when `date` names a real calendar day in range (2026-02-31 does not). */
function realDay(date: string): number | null {
  const time = Date.parse(`${date}T00:00:00.000Z`);
  if (Number.isNaN(time) || time < FIRST_DAY || time > LAST_DAY) return null;
  return new Date(time).toISOString().slice(0, 10) === date ? time : null;
}

/**
 * The statement's query, checked: the contract's schema (dates, order, at most 366
 * days, a known state), then that each date is a day of the calendar. JavaScript's
 * parser reads 2026-02-31 as 3 March and the schema lets it through; PostgreSQL would
 * refuse it mid-query, which must be a 400 here, never a 500.
 */
export function parseStatementQuery(query: unknown): StatementQuery & { period: StatementPeriod } {
  const parsed = parseQuery(statementQuerySchema, query);
  const start = realDay(parsed.from);
  const last = realDay(parsed.to);
  if (start === null || last === null) {
    const field = start === null ? 'from' : 'to';
    throw new ApiError(400, `The query is not valid: ${JOURNEY_MESSAGES.periodInvalid}`, {
      code: ERROR_CODES.validation,
      errors: { [field]: [JOURNEY_MESSAGES.periodInvalid] },
    });
  }
  return { ...parsed, period: statementPeriod(parsed) };
}

export function statementPeriod(query: Pick<StatementQuery, 'from' | 'to'>): StatementPeriod {
  const start = Date.parse(`${query.from}T00:00:00.000Z`);
  const end = Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS;
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

/** "payments-2026-01-01-to-2026-12-31.csv": what the browser saves the download as. */
export const statementFileName = (prefix: string, query: Pick<StatementQuery, 'from' | 'to'>): string =>
  `${prefix}-${query.from}-to-${query.to}.csv`;
