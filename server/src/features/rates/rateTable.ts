import { normalizeRate, type ConverterCurrency, type RateEntry } from '@portal/contracts';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../plugins/database';
import { exchangeRates } from '../../plugins/database/schema';

export interface RateTable {
  rates: RateEntry[];
  /** When any rate last changed (the seed's time until an admin changes one). */
  updatedAt: Date;
}

/** The stored pairs, in a stable order; the others are derived (`deriveRate`). */
export async function readRates(db: Db): Promise<RateTable> {
  const rows = await db
    .select({ base: exchangeRates.base, quote: exchangeRates.quote, rate: exchangeRates.rate })
    .from(exchangeRates)
    .orderBy(asc(exchangeRates.base), asc(exchangeRates.quote));
  const [latest] = await db.select({ updatedAt: max(exchangeRates.updatedAt) }).from(exchangeRates);
  return {
    rates: rows.map((row) => ({
      base: row.base as ConverterCurrency,
      quote: row.quote as ConverterCurrency,
      rate: normalizeRate(row.rate),
    })),
    updatedAt: latest?.updatedAt ?? new Date(0),
  };
}

/** One stored pair, locked for the caller's transaction (so two changes queue up). */
export async function lockRate(tx: Db, base: string, quote: string) {
  const [row] = await tx
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.base, base), eq(exchangeRates.quote, quote)))
    .for('update');
  return row;
}
