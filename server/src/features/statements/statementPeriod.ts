import type { StatementQuery } from '@portal/contracts';

/**
 * A statement's period as times: from the start of `from` to the end of `to`, both
 * whole UTC days (the dates the customer picks are the days the list shows, and the
 * list shows times in UTC on the server side). `end` is exclusive.
 */
export interface StatementPeriod {
  start: string;
  end: string;
}

export function statementPeriod(query: Pick<StatementQuery, 'from' | 'to'>): StatementPeriod {
  const end = new Date(`${query.to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: `${query.from}T00:00:00.000Z`, end: end.toISOString() };
}

/** "statement-2026-01-01-to-2026-12-31.csv": what the browser saves the download as. */
export const statementFileName = (prefix: string, query: Pick<StatementQuery, 'from' | 'to'>): string =>
  `${prefix}-${query.from}-to-${query.to}.csv`;
