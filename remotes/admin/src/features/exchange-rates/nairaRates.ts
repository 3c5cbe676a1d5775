import { LOCAL_CURRENCY, PAYMENT_CURRENCIES, type PaymentCurrency } from '@portal/rules/currencies';
import { formatRateValue } from '@portal/rules/money';
import type { RatesData } from '@portal/contracts/rates';

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

/** "₦483.00", "₦2.7345": the contract's one rate format, never rounded (issue 23). */
export const nairaRateText = (rate: string): string => formatRateValue(rate);
