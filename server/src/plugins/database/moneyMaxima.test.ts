import { MONEY_MAXIMA } from '@portal/contracts/moneyLimits';
import { getTableColumns } from 'drizzle-orm';
import type { PgNumeric } from 'drizzle-orm/pg-core';
import { tables } from './index';

/** Each money maximum of the contracts and the numeric columns its fields land in. */
const LANDS_IN: Record<keyof typeof MONEY_MAXIMA, PgNumeric<never>[]> = {
  foreignAmount: [
    getTableColumns(tables.paymentRequests).foreignAmount,
    getTableColumns(tables.quotes).amount,
  ] as PgNumeric<never>[],
  rate: [
    getTableColumns(tables.exchangeRates).rate,
    getTableColumns(tables.paymentRequests).exchangeRate,
    getTableColumns(tables.quotes).rate,
  ] as PgNumeric<never>[],
  nairaAmount: [
    getTableColumns(tables.paymentRequests).amountReceived,
    getTableColumns(tables.paymentRequests).localAmount,
    getTableColumns(tables.quotes).localAmount,
    getTableColumns(tables.businessPolicies).thresholdNgn,
  ] as PgNumeric<never>[],
};

describe('the money maxima of the contracts (issue 32 item 4)', () => {
  it.each(Object.entries(LANDS_IN))('%s fits every column it is stored in', (field, columns) => {
    const digits = MONEY_MAXIMA[field as keyof typeof MONEY_MAXIMA].split('.')[0]?.length ?? 0;
    for (const column of columns) {
      expect([column.name, digits <= (column.precision ?? 0) - (column.scale ?? 0)]).toEqual([
        column.name,
        true,
      ]);
    }
  });

  it('keeps a request of the largest amount at the largest rate within the naira maximum', () => {
    const largest = BigInt(MONEY_MAXIMA.foreignAmount) * BigInt(MONEY_MAXIMA.rate);
    expect(largest <= BigInt(MONEY_MAXIMA.nairaAmount)).toBe(true);
  });
});
