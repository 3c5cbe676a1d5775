import type { ConverterCurrency } from '@portal/contracts';

type QuotedCurrency = 'USD' | 'EUR' | 'GBP';

/**
 * Fixed demonstration rates from USD, EUR and GBP to all ten currencies (D16). They
 * agree with every example of spec §9: USD→EUR 0.85, USD→NGN 410.5, EUR→USD 1.18,
 * EUR→NGN 483, GBP→NGN 547.
 */
export const DEMO_RATES: Record<QuotedCurrency, Record<ConverterCurrency, number>> = {
  USD: {
    USD: 1,
    EUR: 0.85,
    GBP: 0.73,
    JPY: 110.25,
    CAD: 1.25,
    AUD: 1.35,
    CHF: 0.92,
    CNY: 6.45,
    INR: 74.5,
    NGN: 410.5,
  },
  EUR: {
    USD: 1.18,
    EUR: 1,
    GBP: 0.86,
    JPY: 129.5,
    CAD: 1.47,
    AUD: 1.59,
    CHF: 1.08,
    CNY: 7.6,
    INR: 87.8,
    NGN: 483,
  },
  GBP: {
    USD: 1.37,
    EUR: 1.16,
    GBP: 1,
    JPY: 150.8,
    CAD: 1.71,
    AUD: 1.85,
    CHF: 1.26,
    CNY: 8.83,
    INR: 102.1,
    NGN: 547,
  },
};

const quoted = (currency: ConverterCurrency): currency is QuotedCurrency => currency in DEMO_RATES;

function definedRate(from: ConverterCurrency, to: ConverterCurrency): number | undefined {
  if (quoted(from)) return DEMO_RATES[from][to];
  if (quoted(to)) return 1 / DEMO_RATES[to][from];
  return undefined;
}

/**
 * Units of `to` per unit of `from`. A defined rate is used as is, its inverse for
 * the opposite direction, and any other pair is crossed through USD (D16: never the
 * spec's default of 1).
 */
export function exchangeRate(from: ConverterCurrency, to: ConverterCurrency): number {
  if (from === to) return 1;
  return definedRate(from, to) ?? (1 / DEMO_RATES.USD[from]) * DEMO_RATES.USD[to];
}
