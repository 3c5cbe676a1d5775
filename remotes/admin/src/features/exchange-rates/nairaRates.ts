import {
  currencyDecimals,
  decimalPlaces,
  formatMoney,
  formatRateIn,
  LOCAL_CURRENCY,
  PAYMENT_CURRENCIES,
  type PaymentCurrency,
  type RatesData,
} from '@portal/contracts';

/** A stored rate as GET /api/rates sends it, with when staff set it (null: a seeded placeholder). */
export type StoredRate = RatesData['rates'][number];

/** One payment currency's naira rate: the stored entry, or null when staff never set one (no row). */
export interface NairaRate {
  currency: PaymentCurrency;
  entry: StoredRate | null;
}

/** The naira rate of every payment currency (D30), in the contract's order. */
export const nairaRatesOf = (rates: readonly StoredRate[]): NairaRate[] =>
  PAYMENT_CURRENCIES.map((currency) => ({
    currency,
    entry: rates.find((entry) => entry.base === currency && entry.quote === LOCAL_CURRENCY) ?? null,
  }));

/**
 * "₦483.00": the rate as money when that loses nothing, else with the rate's 4
 * decimals ("₦2.7345"), so a rate is never shown rounded.
 */
export const nairaRateText = (rate: string): string =>
  decimalPlaces(rate) <= currencyDecimals(LOCAL_CURRENCY)
    ? formatMoney(rate, LOCAL_CURRENCY)
    : formatRateIn(rate, LOCAL_CURRENCY);
