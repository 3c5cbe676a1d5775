import { CURRENCY_DECIMALS, formatAmount, RATE_DECIMALS, roundRate } from './paymentMoney';
import { LOCAL_CURRENCY } from './currencies';

/**
 * Money and rates as every screen, e-mail, audit entry and receipt writes them (issue 23):
 * one rule, from the exact decimal strings the API sends. The digits are rounded by the
 * contract's decimal arithmetic and grouped here by hand, never through a float or Intl,
 * so a browser, Node and a PDF all print the same characters.
 *
 * The rule: the four currencies this product's customers meet daily have a sign no one
 * misreads here (₦ NGN, $ USD, € EUR, £ GBP) and are written with it, "₦1,250.50"; any
 * other currency is written by its ISO code and a space, "JPY 1,500", "CAD 80.00",
 * because "$" or "¥" alone would be ambiguous (CAD, AUD; JPY, CNY). Thousands are
 * grouped by commas, the fraction has the currency's own decimals (0 for JPY), and a
 * minus goes before the sign: "-₦1,234.50".
 */
const SYMBOLS: Readonly<Record<string, string>> = { NGN: '₦', USD: '$', EUR: '€', GBP: '£' };

/** "₦" for the four signed currencies, "JPY " (code and a space) for every other. */
export const currencyPrefix = (currency: string): string => SYMBOLS[currency] ?? `${currency} `;

export const currencyDecimals = (currency: string): number =>
  (CURRENCY_DECIMALS as Record<string, number | undefined>)[currency] ?? 2;

/** "1234567.5" → "1,234,567.5": commas every three digits of the whole part, the rest as given. */
export function groupThousands(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * A plain decimal already rounded to `digits`, in the currency's style: the whole part
 * grouped, the fraction padded to `digits` (never rounded here), the sign before it all.
 */
export function formatDecimalAs(decimal: string, currency: string, digits: number): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace(/^-/, '').split('.');
  const shownFraction = digits > 0 ? `.${fraction.padEnd(digits, '0')}` : '';
  return `${negative ? '-' : ''}${currencyPrefix(currency)}${groupThousands(whole)}${shownFraction}`;
}

/** "€8,420.75", "JPY 1,500", "₦4,067,222.25": with the currency's own decimals, rounded half-up. */
export function formatMoney(amount: string, currency: string): string {
  return formatDecimalAs(formatAmount(amount, currency), currency, currencyDecimals(currency));
}

/** Rates are shown with at least 2 decimals (they read as money) and never rounded. */
const RATE_MIN_DECIMALS = 2;

/**
 * "₦483.00", "₦3.72335601", "€0.85": a rate as an amount of `quote`, with 2 decimals, or
 * as many more as the stored rate has (at most its 8): the rate stated is exactly the
 * one the amounts were computed with, so nothing on screen is rounded away.
 */
export function formatRateValue(
  rate: string,
  quote: string = LOCAL_CURRENCY,
  minDecimals: number = RATE_MIN_DECIMALS,
): string {
  const exact = roundRate(rate);
  const places = Math.min(RATE_DECIMALS, Math.max(minDecimals, exact.split('.')[1]?.length ?? 0));
  return formatDecimalAs(exact, quote, places);
}

/**
 * "1 EUR = ₦483.00": units of `quote` (naira unless said) for one unit of `currency`.
 * `minDecimals` raises the 2 decimals where a text fixes more (the converter's spec
 * says its rate shows 4: "1 EUR = ₦483.0000").
 */
export function formatRate(
  currency: string,
  rate: string,
  quote: string = LOCAL_CURRENCY,
  minDecimals: number = RATE_MIN_DECIMALS,
): string {
  return `1 ${currency} = ${formatRateValue(rate, quote, minDecimals)}`;
}
