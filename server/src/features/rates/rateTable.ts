import { LOCAL_CURRENCY, PAYMENT_CURRENCIES, type ConverterCurrency } from '@portal/rules/currencies';
import { RATE_STALE_AFTER_HOURS, type StaleRate } from '@portal/contracts/paymentJourney';
import { normalizeRate, type RateEntry } from '@portal/rules/paymentMoney';
import { and, asc, eq, max } from 'drizzle-orm';
import { type Db, tables } from '../../plugins/database';

const { exchangeRates } = tables;

/** A stored pair and when staff last set it (null: the seeded placeholder, D30). */
export type StoredRate = RateEntry & { setAt: string | null };

export interface RateTable {
  rates: StoredRate[];
  /** When any rate last changed (the seed's time until an admin changes one). */
  updatedAt: Date;
}

/** The stored pairs, in a stable order; the others are derived (`deriveRate`). */
export async function readRates(db: Db): Promise<RateTable> {
  const rows = await db
    .select({
      base: exchangeRates.base,
      quote: exchangeRates.quote,
      rate: exchangeRates.rate,
      setAt: exchangeRates.setAt,
    })
    .from(exchangeRates)
    .orderBy(asc(exchangeRates.base), asc(exchangeRates.quote));
  const [latest] = await db.select({ updatedAt: max(exchangeRates.updatedAt) }).from(exchangeRates);
  return {
    rates: rows.map((row) => ({
      base: row.base as ConverterCurrency,
      quote: row.quote as ConverterCurrency,
      rate: normalizeRate(row.rate),
      setAt: row.setAt?.toISOString() ?? null,
    })),
    updatedAt: latest?.updatedAt ?? new Date(0),
  };
}

/** One stored pair as it is now (not locked). */
export async function readRate(db: Db, base: string, quote: string) {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.base, base), eq(exchangeRates.quote, quote)));
  return row;
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

/**
 * The naira per unit of `currency` that staff set (D30), or null while it is a seeded
 * placeholder or missing: only such a rate prices money (a quote), never a derived one.
 */
export async function staffSetNairaRate(db: Db, currency: string): Promise<string | null> {
  const [row] = await db
    .select({ rate: exchangeRates.rate, setAt: exchangeRates.setAt })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.base, currency), eq(exchangeRates.quote, LOCAL_CURRENCY)));
  return row && row.setAt ? normalizeRate(row.rate) : null;
}

/**
 * The payment currencies whose naira rate needs staff (D30): never set (placeholder or
 * no row) or set more than RATE_STALE_AFTER_HOURS before `now`. For the admin dashboard.
 */
export async function staleNairaRates(db: Db, now: Date): Promise<StaleRate[]> {
  const rows = await db
    .select({ base: exchangeRates.base, setAt: exchangeRates.setAt })
    .from(exchangeRates)
    .where(eq(exchangeRates.quote, LOCAL_CURRENCY));
  const setAtOf = new Map(rows.map((row) => [row.base, row.setAt]));
  const oldest = now.getTime() - RATE_STALE_AFTER_HOURS * 3_600_000;
  return PAYMENT_CURRENCIES.flatMap((currency) => {
    const setAt = setAtOf.get(currency) ?? null;
    if (setAt && setAt.getTime() >= oldest) return [];
    return [{ currency, setAt: setAt?.toISOString() ?? null }];
  });
}
