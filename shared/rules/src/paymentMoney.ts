import Big from 'big.js';
import { CONVERTER_CURRENCIES, LOCAL_CURRENCY, type ConverterCurrency } from './currencies';

/**
 * Exact money for payments, rates and the converter (D15, D16, D24). Amounts and
 * rates travel and are stored as decimal strings ("1234.50"), are computed with
 * big.js and never pass through a floating-point number, so the customer's form,
 * the converter and the server arrive at the same digits.
 */

/** Digits after the point of each currency's amounts: yen has no minor unit. */
export const CURRENCY_DECIMALS: Record<ConverterCurrency, number> = Object.fromEntries(
  CONVERTER_CURRENCIES.map((currency) => [currency, currency === 'JPY' ? 0 : 2]),
) as Record<ConverterCurrency, number>;

/**
 * Rates are kept to 8 decimals (numeric(20,8)) and shown with every one they have, at
 * least 2 (money.ts formatRate; issue 23 replaced D16's fixed 4 on screen).
 */
export const RATE_DECIMALS = 8;
/** No real rate between these currencies comes near it; a typo with extra zeros does. */
export const RATE_MAX = '1000000';

/** The currencies the rate table quotes from; every other pair is derived. */
export const RATE_BASES = ['USD', 'EUR', 'GBP'] as const;
export type RateBase = (typeof RATE_BASES)[number];

export interface RateEntry {
  base: ConverterCurrency;
  quote: ConverterCurrency;
  /** Units of `quote` per unit of `base`, a decimal string. */
  rate: string;
}

const DEMO_QUOTES: Record<RateBase, Record<ConverterCurrency, string>> = {
  USD: {
    USD: '1',
    EUR: '0.85',
    GBP: '0.73',
    JPY: '110.25',
    CAD: '1.25',
    AUD: '1.35',
    CHF: '0.92',
    CNY: '6.45',
    INR: '74.5',
    NGN: '410.5',
  },
  EUR: {
    USD: '1.18',
    EUR: '1',
    GBP: '0.86',
    JPY: '129.5',
    CAD: '1.47',
    AUD: '1.59',
    CHF: '1.08',
    CNY: '7.6',
    INR: '87.8',
    NGN: '483',
  },
  GBP: {
    USD: '1.37',
    EUR: '1.16',
    GBP: '1',
    JPY: '150.8',
    CAD: '1.71',
    AUD: '1.85',
    CHF: '1.26',
    CNY: '8.83',
    INR: '102.1',
    NGN: '547',
  },
};

/**
 * The rate table's initial values (D16, D24): the spec's demonstration rates from
 * USD, EUR and GBP to the other nine currencies, agreeing with every example of
 * spec §9. The migration inserts exactly these rows (a server test compares them).
 */
export const INITIAL_RATES: readonly RateEntry[] = RATE_BASES.flatMap((base) =>
  CONVERTER_CURRENCIES.filter((quote) => quote !== base).map((quote) => ({
    base,
    quote,
    rate: DEMO_QUOTES[base][quote],
  })),
);

/** A plain decimal: optional minus, digits, optional fraction. No exponent, no NaN, no grouping. */
export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/** Whether `value` is a plain decimal that big.js may read without surprise. */
export const isDecimal = (value: string): boolean => value.length <= 40 && DECIMAL_PATTERN.test(value);

/** How many digits follow the point, as written ("1.50" has 2). */
export const decimalPlaces = (value: string): number => value.split('.')[1]?.length ?? 0;

const halfUp = (value: Big, places: number) => value.round(places, Big.roundHalfUp);

function storedRate(rates: readonly RateEntry[], base: string, quote: string): Big | null {
  const entry = rates.find((candidate) => candidate.base === base && candidate.quote === quote);
  return entry ? new Big(entry.rate) : null;
}

/** A pair the table holds, directly or the other way round. */
function pairRate(rates: readonly RateEntry[], from: string, to: string): Big | null {
  if (from === to) return new Big(1);
  const direct = storedRate(rates, from, to);
  if (direct) return direct;
  const inverse = storedRate(rates, to, from);
  return inverse && inverse.gt(0) ? new Big(1).div(inverse) : null;
}

/**
 * Units of `to` per unit of `from`, to 8 decimals (D16): the same currency is 1, a
 * stored pair is used as it is, its opposite as the inverse, and any other pair is
 * crossed through USD. Null when the table cannot give the pair. The converter and
 * the server both call this, so a pair has one rate everywhere.
 */
export function deriveRate(rates: readonly RateEntry[], from: string, to: string): string | null {
  let rate = pairRate(rates, from, to);
  if (!rate) {
    const usdToFrom = pairRate(rates, 'USD', from);
    const usdToTo = pairRate(rates, 'USD', to);
    if (usdToFrom && usdToTo && usdToFrom.gt(0)) rate = usdToTo.div(usdToFrom);
  }
  return rate ? halfUp(rate, RATE_DECIMALS).toFixed() : null;
}

/** NGN per unit of `currency`: what a payment request in it is charged at (D15). */
export const localRateFor = (rates: readonly RateEntry[], currency: string): string | null =>
  deriveRate(rates, currency, LOCAL_CURRENCY);

const decimalsOf = (currency: string): number =>
  (CURRENCY_DECIMALS as Record<string, number | undefined>)[currency] ?? 2;

/** `amount` written with its currency's decimals, rounded half-up ("1500" yen, "12.50" dollars). */
export const formatAmount = (amount: string, currency: string): string =>
  new Big(amount).toFixed(decimalsOf(currency), Big.roundHalfUp);

/** A rate to the 8 decimals it is kept with, rounded half-up, without trailing zeros ("410.5"). */
export const roundRate = (rate: string): string => halfUp(new Big(rate), RATE_DECIMALS).toFixed();

/** A rate without trailing zeros, as the API answers it ("410.5", never "410.50000000"). */
export const normalizeRate = (rate: string): string => new Big(rate).toFixed();

/**
 * `amount` of one currency in another at `rate`, rounded half-up to the target's
 * decimals. D15: a payment's local amount is its foreign amount times the rate.
 */
export const convertAmount = (amount: string, rate: string, to: string): string =>
  new Big(amount).times(rate).toFixed(decimalsOf(to), Big.roundHalfUp);

/** The naira a payment request costs: foreign amount × rate, to the kobo (D15). */
export const computeLocalAmount = (foreignAmount: string, rate: string): string =>
  convertAmount(foreignAmount, rate, LOCAL_CURRENCY);

/** Whether `a` is greater than `b`, both decimal strings. */
export const decimalGreaterThan = (a: string, b: string): boolean => new Big(a).gt(b);
