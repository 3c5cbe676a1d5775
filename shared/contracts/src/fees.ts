import Big from 'big.js';
import * as z from 'zod/mini';
import { LOCAL_CURRENCY, PAYMENT_CURRENCIES } from './currencies';
import { formatMoney } from './money';
import { decimalPlaces, isDecimal } from './paymentMoney';
import { RATE_STEP_UP_PERCENT } from './stepUp';
import { typedAmountChecks } from './typedAmount';

/**
 * Fees (D47): staff set a fee per payment currency beside its naira rate, a flat naira
 * amount and/or a percentage of the converted naira amount; none by default. A quote
 * records the fee it was given with, so a later change never alters a quote or a request.
 * The fee is its own line wherever money is shown, and the total the customer pays is the
 * converted amount plus the fee, to the kobo:
 *
 *   converted = foreign amount × rate, rounded half-up to the kobo (D15)
 *   fee       = flat + converted × percent / 100, the percentage part rounded half-up to the kobo
 *   total     = converted + fee   (what the customer transfers; a request's `localAmount`)
 */

export const FEE_PATHS = {
  /** Every payment currency's fee, for signed-in customers and staff. */
  fees: '/fees',
  adminFee: '/admin/fees/:currency',
} as const;
export const adminFeePath = (currency: string) => `/admin/fees/${encodeURIComponent(currency)}`;

/** A percentage fee above this is a typo, not a price. */
export const FEE_PERCENT_MAX = '20';
/** A flat fee above this many naira is a typo, not a price. */
export const FEE_FLAT_MAX_NGN = '10000000';
const PERCENT_DECIMALS = 4;

export const FEE_MESSAGES = {
  flatInvalid: 'Enter the flat fee in naira with at most 2 decimals, e.g. 1,500.00, or leave it empty',
  flatTooLarge: `The flat fee must be at most ${formatMoney(FEE_FLAT_MAX_NGN, LOCAL_CURRENCY)}`,
  percentInvalid: `Enter the percentage with at most ${PERCENT_DECIMALS} decimals, e.g. 0.5, or leave it empty`,
  percentTooLarge: `The percentage must be at most ${FEE_PERCENT_MAX}%`,
  updated: 'Fee updated.',
  noFee: 'No fee',
} as const;

/** A fee as staff set it: either part null when not charged. */
export interface FeeRule {
  flatNgn: string | null;
  percent: string | null;
}

export const feeRuleSchema = z.object({ flatNgn: z.nullable(z.string()), percent: z.nullable(z.string()) });

/** One payment currency's fee; both parts null and setAt null when staff never set one. */
export const currencyFeeSchema = z.object({
  currency: z.enum(PAYMENT_CURRENCIES),
  ...feeRuleSchema.shape,
  setAt: z.nullable(z.string()),
});
export type CurrencyFee = z.infer<typeof currencyFeeSchema>;
/** `GET /api/fees`: every payment currency, in the contract's order. */
export const feesDataSchema = z.object({ fees: z.array(currencyFeeSchema) });
export type FeesData = z.infer<typeof feesDataSchema>;
export const feeDataSchema = z.object({ fee: currencyFeeSchema });

/** An optional fee part: empty (or absent, or null) for none; grouping commas allowed. */
const feePart = (invalid: string, places: number, max: string, tooLarge: string) =>
  z.pipe(
    z.optional(
      z.nullable(
        z.string(invalid).check(
          z.trim(),
          ...typedAmountChecks(),
          z.refine(
            (value) =>
              value === '' || (isDecimal(value) && !value.startsWith('-') && decimalPlaces(value) <= places),
            { error: invalid, abort: true },
          ),
          z.refine((value) => value === '' || !new Big(value).gt(max), tooLarge),
        ),
      ),
    ),
    z.transform((value: string | null | undefined) =>
      value === undefined || value === null || value === '' || new Big(value).eq(0)
        ? null
        : new Big(value).toFixed(),
    ),
  );

/** `PUT /api/admin/fees/:currency` `{flatNgn, percent}` (each empty or null for none; both: no fee). */
export const feeUpdateSchema = z.object({
  flatNgn: feePart(FEE_MESSAGES.flatInvalid, 2, FEE_FLAT_MAX_NGN, FEE_MESSAGES.flatTooLarge),
  percent: feePart(
    FEE_MESSAGES.percentInvalid,
    PERCENT_DECIMALS,
    FEE_PERCENT_MAX,
    FEE_MESSAGES.percentTooLarge,
  ),
});
export type FeeUpdate = z.output<typeof feeUpdateSchema>;

/** Whether a rule charges anything. */
export const chargesFee = (rule: FeeRule | null): rule is FeeRule =>
  rule !== null && (rule.flatNgn !== null || rule.percent !== null);

/** The fee in naira on `convertedNgn` under `rule`, to the kobo ("0.00" for none). */
export function feeAmount(rule: FeeRule | null, convertedNgn: string): string {
  if (!chargesFee(rule)) return '0.00';
  const flat = new Big(rule.flatNgn ?? 0);
  const share =
    rule.percent === null
      ? new Big(0)
      : new Big(convertedNgn).times(rule.percent).div(100).round(2, Big.roundHalfUp);
  return flat.plus(share).toFixed(2);
}

/** What the customer transfers: the converted naira plus the fee, to the kobo. */
export const totalWithFee = (convertedNgn: string, fee: string): string =>
  new Big(convertedNgn).plus(fee).toFixed(2);

/** The converted naira of a total that includes `fee` (a request's localAmount less its fee). */
export const convertedOfTotal = (totalNgn: string, fee: string): string =>
  new Big(totalNgn).minus(fee).toFixed(2);

/** "₦1,500.00 + 0.5%", "₦1,500.00", "0.5%", or "No fee": how the rule reads beside its amount. */
export function describeFee(rule: FeeRule | null): string {
  if (!chargesFee(rule)) return FEE_MESSAGES.noFee;
  const parts = [
    ...(rule.flatNgn === null ? [] : [formatMoney(rule.flatNgn, LOCAL_CURRENCY)]),
    ...(rule.percent === null ? [] : [`${new Big(rule.percent).toFixed()}%`]),
  ];
  return parts.join(' + ');
}

/**
 * The same step-up rule as a rate's (issue 22): a fee part moved by more than
 * RATE_STEP_UP_PERCENT of its current value at once asks for the authenticator code; a part
 * set for the first time or removed moves money too, so it asks as well once a fee was set.
 */
export function feeMoveNeedsStepUp(current: FeeRule | null, next: FeeRule): boolean {
  if (!chargesFee(current)) return false;
  const moved = (was: string | null, now: string | null) => {
    if (was === null || now === null) return was !== now;
    const before = new Big(was);
    return new Big(now).minus(before).abs().times(100).gt(before.times(RATE_STEP_UP_PERCENT));
  };
  return moved(current.flatNgn, next.flatNgn) || moved(current.percent, next.percent);
}
