import { decimalGreaterThan, isDecimal } from '@portal/rules/paymentMoney';
import { isAmbiguousAmount, ungroupAmount } from '@portal/rules/typedAmount';

/**
 * The customer area's reading of typed amounts. Money and rates are written by the
 * contract's `formatMoney` and `formatRate`, the one format of every screen (issue 23).
 */

/**
 * An amount as the forms accept it: a decimal above 0, grouping commas allowed
 * ("2,141,356.20", the contract's one rule), as a plain decimal, or undefined.
 * Exponents ("1e3"), ambiguous groupings and anything else a float would accept are refused.
 */
export function parsePositiveAmount(text: string): string | undefined {
  if (isAmbiguousAmount(text)) return undefined;
  const amount = ungroupAmount(text);
  return isDecimal(amount) && decimalGreaterThan(amount, '0') ? amount : undefined;
}
