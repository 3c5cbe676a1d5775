import { isAmbiguousAmount, ungroupAmount } from '@portal/rules/typedAmount';
import * as z from 'zod/mini';

/**
 * The one rule for an amount a person types (issue 31, D47), shared by every form and the
 * server's schemas: a figure may be typed as the portal writes it, with commas between
 * groups of three digits ("2,141,356.20"), and is read as the plain decimal "2141356.20".
 * Anything that could be read two ways is refused, never guessed: commas anywhere else
 * ("1,23,4", "12,34"), a comma after the point or as the decimal mark ("1.234,56"), more
 * than one point, or digits split by spaces ("1 234").
 */
export const AMOUNT_FORMAT_MESSAGE =
  'Write the amount with digits and one point for decimals; commas only between groups of three, e.g. 2,141,356.20';

/**
 * The first checks of every typed amount's schema: trim, drop the grouping commas, and
 * refuse an ambiguous figure with AMOUNT_FORMAT_MESSAGE before any other check speaks
 * (abort: the field shows the one message that says what to fix).
 */
export const typedAmountChecks = () =>
  [
    z.overwrite<string>(ungroupAmount),
    z.refine<string>((value) => !isAmbiguousAmount(value), { error: AMOUNT_FORMAT_MESSAGE, abort: true }),
  ] as const;
