import { decimalGreaterThan, formatDecimalAs, isDecimal, normalizeRate } from '@portal/contracts';

/**
 * The customer area's number helpers beside the contract's `formatMoney`, the one
 * formatter of money on every screen: grouped rates and naira rates with every
 * decimal they have.
 */

/** Groups the whole part in thousands: "41050.00" → "41,050.00", "-1234" → "-1,234". */
export function groupDigits(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * A naira rate as money with every decimal it has, at least 2: "₦410.50", and
 * "₦3.72335601" for a derived yen rate, so that the rate stated is exactly the one
 * the local amount was computed with (the local amount is the foreign amount times
 * the stated rate, nothing added).
 */
export function formatNairaRate(rate: string): string {
  const fraction = normalizeRate(rate).split('.')[1] ?? '';
  const digits = Math.max(2, fraction.length);
  return formatDecimalAs(normalizeRate(rate), 'NGN', digits);
}

/**
 * An amount as the forms accept it: a plain decimal above 0, as typed (trimmed), or undefined.
 * Exponents ("1e3") and anything else a float would accept are refused.
 */
export function parsePositiveAmount(text: string): string | undefined {
  const amount = text.trim();
  return isDecimal(amount) && decimalGreaterThan(amount, '0') ? amount : undefined;
}
