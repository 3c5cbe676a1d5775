import Big from 'big.js';
import { LOCAL_CURRENCY } from './currencies';
import { CURRENCY_DECIMALS, RATE_DECIMALS } from './paymentMoney';

/** A stored pair as `GET /api/rates` answers it (the fields the naira legs read). */
export interface StoredRate {
  base: string;
  quote: string;
  rate: string;
  /** null for a seeded placeholder, which prices nothing (D30). */
  setAt: string | null;
}

/** A pair priced from the naira rates staff set: the rate, the amount, and when the rates were set. */
export interface CrossConversion {
  /** Units of `to` per unit of `from`, rounded half-up to 8 decimals (what is shown). */
  rate: string;
  /** `amount` in `to`, from the exact quotient of the naira rates, to the target's decimals. */
  convertedAmount: string;
  /** When staff set the rate(s) used: the older leg; null only for a currency into itself. */
  setAt: string | null;
}

/** Naira per unit of `currency` as staff set it (naira itself is 1), or null: no rate. */
function nairaLeg(
  rates: readonly StoredRate[],
  currency: string,
): { rate: Big; setAt: string | null } | null {
  if (currency === LOCAL_CURRENCY) return { rate: new Big(1), setAt: null };
  const set = staffNairaRate(rates, currency);
  return set && new Big(set.rate).gt(0) ? { rate: new Big(set.rate), setAt: set.setAt } : null;
}

const decimalsOf = (currency: string): number =>
  (CURRENCY_DECIMALS as Record<string, number | undefined>)[currency] ?? 2;

/**
 * D30/D47: any pair in the converter is derived from the naira rates staff set,
 * X→Y = rate(X, NGN) / rate(Y, NGN), or there is none (null) when either currency has
 * no rate set by staff (a seeded placeholder, a non-naira pair, or no row prices nothing).
 * The converted amount is the amount × rate(X) / rate(Y) computed exactly and rounded once,
 * so a naira conversion agrees to the kobo with a quote at the same rate.
 */
export function convertAtNairaRates(
  rates: readonly StoredRate[],
  amount: string,
  from: string,
  to: string,
): CrossConversion | null {
  if (from === to)
    return {
      rate: '1',
      convertedAmount: new Big(amount).toFixed(decimalsOf(to), Big.roundHalfUp),
      setAt: null,
    };
  const source = nairaLeg(rates, from);
  const target = nairaLeg(rates, to);
  if (!source || !target) return null;
  const times = [source.setAt, target.setAt].filter((time): time is string => time !== null).sort();
  return {
    rate: source.rate.div(target.rate).round(RATE_DECIMALS, Big.roundHalfUp).toFixed(),
    convertedAmount: new Big(amount)
      .times(source.rate)
      .div(target.rate)
      .toFixed(decimalsOf(to), Big.roundHalfUp),
    setAt: times[0] ?? null,
  };
}

/**
 * The naira per unit of `currency` that prices money (D30): the currency's NGN rate as
 * staff set it, or null while it is a placeholder or missing. Never derived from other
 * pairs: the converter may cross rates for information, a payment never.
 */
export function staffNairaRate(
  rates: readonly StoredRate[],
  currency: string,
): { rate: string; setAt: string } | null {
  const entry = rates.find((rate) => rate.base === currency && rate.quote === 'NGN');
  return entry?.setAt ? { rate: entry.rate, setAt: entry.setAt } : null;
}
