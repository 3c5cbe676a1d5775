import { decimalGreaterThan, isDecimal } from '@portal/contracts';

/**
 * The customer area's reading of typed amounts. Money and rates are written by the
 * contract's `formatMoney` and `formatRate`, the one format of every screen (issue 23).
 */

/**
 * An amount as the forms accept it: a plain decimal above 0, as typed (trimmed), or undefined.
 * Exponents ("1e3") and anything else a float would accept are refused.
 */
export function parsePositiveAmount(text: string): string | undefined {
  const amount = text.trim();
  return isDecimal(amount) && decimalGreaterThan(amount, '0') ? amount : undefined;
}
