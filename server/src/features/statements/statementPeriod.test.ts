import { ApiError, readInput } from '../../plugins/http';
import { statementQuerySchema } from '@portal/contracts/paymentJourney';
import { parseStatementQuery, statementFileName, statementPeriod } from './statementPeriod';

describe("a statement's period", () => {
  it('runs from the start of the first day to the end of the last, in UTC', () => {
    expect(statementPeriod({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      start: '2026-01-01T00:00:00.000Z',
      end: '2027-01-01T00:00:00.000Z',
    });
  });

  it('covers one whole day when from and to are the same', () => {
    expect(statementPeriod({ from: '2024-02-29', to: '2024-02-29' })).toEqual({
      start: '2024-02-29T00:00:00.000Z',
      end: '2024-03-01T00:00:00.000Z',
    });
  });

  it('names the download after the period', () => {
    expect(statementFileName('payments', { from: '2026-01-01', to: '2026-03-31' })).toBe(
      'payments-2026-01-01-to-2026-03-31.csv',
    );
  });
});

describe("a statement's query", () => {
  it('gives the period of real calendar days', () => {
    expect(
      parseStatementQuery(
        readInput('query', statementQuerySchema, { from: '2024-02-29', to: '2024-03-01', status: 'sent' }),
      ),
    ).toEqual({
      from: '2024-02-29',
      to: '2024-03-01',
      status: 'sent',
      period: { start: '2024-02-29T00:00:00.000Z', end: '2024-03-02T00:00:00.000Z' },
    });
  });

  it.each([
    [{ from: '2026-02-29', to: '2026-03-01' }, 'from'],
    [{ from: '2026-04-01', to: '2026-04-31' }, 'to'],
    [{ from: '1899-12-31', to: '1900-01-01' }, 'from'],
  ])('refuses a day the calendar does not have (%o) with a 400 naming it', (query, field) => {
    let refusal: unknown;
    try {
      parseStatementQuery(readInput('query', statementQuerySchema, query));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).statusCode).toBe(400);
    expect(Object.keys((refusal as ApiError).body.errors ?? {})).toEqual([field]);
  });
});
