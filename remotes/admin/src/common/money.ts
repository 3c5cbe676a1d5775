import { CURRENCY_DECIMALS, formatAmount, formatRate, RATE_DISPLAY_DECIMALS } from '@portal/contracts';

// Money as the admin reads it. Amounts and rates arrive as decimal strings and are
// shown digit for digit: rounding is exact (big.js in the contract) and the digits
// never pass through a floating-point number, so ₦4,067,222.25 is never 4,067,222.2499….
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
 * A plain decimal already rounded to `digits`, in the currency's own style: the
 * whole part is grouped by Intl (as a bigint, so exactly) and the fraction is the
 * string's own digits.
 */
function formatExact(decimal: string, currency: string, digits: number): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace(/^-/, '').split('.');
  const parts = formatterFor(currency, digits).formatToParts(BigInt(whole));
  const text = parts.map((part) => (part.type === 'fraction' ? fraction.padEnd(digits, '0') : part.value));
  return `${negative ? '-' : ''}${text.join('')}`;
}

const decimalsOf = (currency: string) =>
  (CURRENCY_DECIMALS as Record<string, number | undefined>)[currency] ?? 2;

/** "€8,420.75", "¥1,500", "₦4,067,222.25": with the currency's own decimals, rounded half-up. */
export function formatDecimalMoney(amount: string, currency: string): string {
  return formatExact(formatAmount(amount, currency), currency, decimalsOf(currency));
}

/** "₦483.0000": a rate of `currency` per unit, with the 4 decimals rates are shown with (D16). */
export function formatDecimalRate(rate: string, currency: string): string {
  return formatExact(formatRate(rate), currency, RATE_DISPLAY_DECIMALS);
}
