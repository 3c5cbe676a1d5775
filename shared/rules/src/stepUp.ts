import Big from 'big.js';

/** A rate moved by more than this share of its current value at once needs step-up. */
export const RATE_STEP_UP_PERCENT = 20;

/**
 * Whether `next` moves the rate more than RATE_STEP_UP_PERCENT from `current`. A seeded
 * placeholder (never set by staff) or a missing rate is not a real rate: setting it first
 * moves nothing.
 */
export function rateMoveNeedsStepUp(current: string | null, next: string): boolean {
  if (current === null) return false;
  // Exact decimals, as every rate is computed: a move of exactly 20% needs no step-up.
  let was: Big;
  let now: Big;
  try {
    was = new Big(current);
    now = new Big(next);
  } catch {
    return true;
  }
  if (was.lte(0)) return true;
  return now.minus(was).abs().times(100).gt(was.times(RATE_STEP_UP_PERCENT));
}
