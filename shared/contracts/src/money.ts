import { CURRENCY_DECIMALS, formatAmount, formatRate, RATE_DISPLAY_DECIMALS } from './paymentMoney';

/**
 * Money on every screen (customer and admin alike), from the exact decimal strings
 * the API sends: rounded by the contract's decimal arithmetic, then only grouped and
 * given the currency's sign by Intl. The digits never pass through a float, so
 * ₦4,067,222.25 is never shown as 4,067,222.2499…
 */
const LOCALE = 'en-NG';
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, digits: number): Intl.NumberFormat {
  const key = `${currency}/${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A plain decimal already rounded to `digits`, in the currency's style: Intl groups
 * the whole part (as a bigint, so exactly) and the fraction is the string's own digits.
 */
export function formatDecimalAs(decimal: string, currency: string, digits: number): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace(/^-/, '').split('.');
  const parts = formatterFor(currency, digits).formatToParts(BigInt(whole));
  const text = parts.map((part) => (part.type === 'fraction' ? fraction.padEnd(digits, '0') : part.value));
  return `${negative ? '-' : ''}${text.join('')}`;
}

export const currencyDecimals = (currency: string): number =>
  (CURRENCY_DECIMALS as Record<string, number | undefined>)[currency] ?? 2;

/** "€8,420.75", "JP¥1,500", "₦4,067,222.25": with the currency's own decimals, rounded half-up. */
export function formatMoney(amount: string, currency: string): string {
  return formatDecimalAs(formatAmount(amount, currency), currency, currencyDecimals(currency));
}

/** "₦483.0000": a rate in `currency` per unit, with the 4 decimals rates are shown with. */
export function formatRateIn(rate: string, currency: string): string {
  return formatDecimalAs(formatRate(rate), currency, RATE_DISPLAY_DECIMALS);
}
