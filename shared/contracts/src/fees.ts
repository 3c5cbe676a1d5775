import Big from 'big.js';
import * as z from 'zod/mini';
import { LOCAL_CURRENCY, PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { formatMoney } from '@portal/rules/money';
import { decimalPlaces, isDecimal } from '@portal/rules/paymentMoney';
import { chargesFee, type FeeRule } from '@portal/rules/fees';
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

/** "₦1,500.00 + 0.5%", "₦1,500.00", "0.5%", or "No fee": how the rule reads beside its amount. */
export function describeFee(rule: FeeRule | null): string {
  if (!chargesFee(rule)) return FEE_MESSAGES.noFee;
  const parts = [
    ...(rule.flatNgn === null ? [] : [formatMoney(rule.flatNgn, LOCAL_CURRENCY)]),
    ...(rule.percent === null ? [] : [`${new Big(rule.percent).toFixed()}%`]),
  ];
  return parts.join(' + ');
}
