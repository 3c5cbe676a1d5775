import { statementFileName, statementPeriod } from './statementPeriod';

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
