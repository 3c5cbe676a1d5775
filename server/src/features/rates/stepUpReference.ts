import { normalizeRate } from '@portal/rules/paymentMoney';
import { rateMoveNeedsStepUp } from '@portal/rules/stepUp';

/** How long a rate stays the one changes are measured from, unless a confirmed change replaces it. */
export const STEP_UP_REFERENCE_HOURS = 24;
const REFERENCE_MS = STEP_UP_REFERENCE_HOURS * 60 * 60 * 1000;

interface StoredRateRow {
  rate: string;
  setAt: Date | null;
  stepUpReference: string | null;
  stepUpReferenceAt: Date | null;
}

/** The stored reference while it is fresh (set less than 24 hours ago). */
function freshReference(row: StoredRateRow, now: Date): { rate: string; at: Date } | null {
  const { stepUpReference: rate, stepUpReferenceAt: at } = row;
  if (rate === null || at === null || now.getTime() - at.getTime() >= REFERENCE_MS) return null;
  return { rate: normalizeRate(rate), at };
}

/**
 * The rate a change is measured from (issue 32): not the last one, which a rate walked in steps of
 * 19.9% would leave behind unasked, but the rate of at most 24 hours ago, or the last one
 * confirmed with step-up since. Null for a seeded placeholder or no row (D30: not a real rate).
 */
export function stepUpReferenceOf(row: StoredRateRow | undefined, now: Date): string | null {
  if (!row || !row.setAt) return null;
  return freshReference(row, now)?.rate ?? normalizeRate(row.rate);
}

/**
 * Whether setting `next` needs step-up: it moves more than RATE_STEP_UP_PERCENT from the reference,
 * or from the rate now (a big move at once is asked for as it always was).
 */
export function rateChangeNeedsStepUp(row: StoredRateRow | undefined, next: string, now: Date): boolean {
  const current = row?.setAt ? normalizeRate(row.rate) : null;
  return rateMoveNeedsStepUp(stepUpReferenceOf(row, now), next) || rateMoveNeedsStepUp(current, next);
}

/**
 * The reference stored with a change: kept while it is fresh; a confirmed change or a first real
 * rate becomes the reference itself, and a reference past its 24 hours is replaced by the rate
 * the change replaces.
 */
export function nextStepUpReference(
  row: StoredRateRow | undefined,
  next: string,
  confirmed: boolean,
  now: Date,
): { stepUpReference: string; stepUpReferenceAt: Date } {
  if (confirmed || !row || !row.setAt) return { stepUpReference: next, stepUpReferenceAt: now };
  const fresh = freshReference(row, now);
  return fresh
    ? { stepUpReference: fresh.rate, stepUpReferenceAt: fresh.at }
    : { stepUpReference: normalizeRate(row.rate), stepUpReferenceAt: now };
}
