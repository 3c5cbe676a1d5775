import Big from 'big.js';
import { RATE_STEP_UP_PERCENT } from './stepUp';

// A fee's arithmetic (issue 26): what a rule charges on a converted naira amount, to the kobo.

/** A fee as staff set it: either part null when not charged. */
export interface FeeRule {
  flatNgn: string | null;
  percent: string | null;
}

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
