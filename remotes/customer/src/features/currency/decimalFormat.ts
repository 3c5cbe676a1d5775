import { decimalGreaterThan, formatAmount, isDecimal, normalizeRate } from '@portal/contracts';

/**
 * Money on screen from the exact decimal strings the contract computes: digits are
 * only regrouped and given their currency's sign, never passed through a float, so
 * what the page shows is what the server stores.
 */
const LOCALE = 'en-NG';
const NUMBER_PARTS: ReadonlySet<string> = new Set(['integer', 'group', 'decimal', 'fraction']);
const signFormats = new Map<string, Intl.NumberFormat>();

/** Groups the whole part in thousands: "41050.00" → "41,050.00", "-1234" → "-1,234". */
export function groupDigits(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A grouped number given its currency's sign where the locale puts it ("₦41,050.00", "US$12.50"). */
function withCurrencySign(decimal: string, currency: string): string {
  let format = signFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    signFormats.set(currency, format);
  }
  const negative = decimal.startsWith('-');
  const digits = groupDigits(negative ? decimal.slice(1) : decimal);
  let placed = false;
  return format
    .formatToParts(negative ? -1 : 1)
    .map((part) => {
      if (!NUMBER_PARTS.has(part.type)) return part.value;
      if (placed) return '';
      placed = true;
      return digits;
    })
    .join('');
}

/** An amount in its currency with that currency's decimals: "₦41,050.00", "JP¥1,500" (D24). */
export const formatMoneyAmount = (amount: string, currency: string): string =>
  withCurrencySign(formatAmount(amount, currency), currency);

/** An amount with its currency's decimals and no sign, for "41,050.00 NGN". */
export const formatPlainAmount = (amount: string, currency: string): string =>
  groupDigits(formatAmount(amount, currency));

/**
 * A naira rate as money with every decimal it has, at least 2: "₦410.50", and
 * "₦3.72335601" for a derived yen rate, so that the rate stated is exactly the one
 * the local amount was computed with (D15).
 */
export function formatNairaRate(rate: string): string {
  const [whole = '0', fraction = ''] = normalizeRate(rate).split('.');
  return withCurrencySign(`${whole}.${fraction.padEnd(2, '0')}`, 'NGN');
}

/**
 * Spec §5 amount: a plain decimal above 0, as typed (trimmed), or undefined.
 * Exponents ("1e3") and anything else a float would accept are refused.
 */
export function parsePositiveAmount(text: string): string | undefined {
  const amount = text.trim();
  return isDecimal(amount) && decimalGreaterThan(amount, '0') ? amount : undefined;
}
