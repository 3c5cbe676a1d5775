import Big from 'big.js';
import { ERROR_CODES } from './errorCodes';
import * as z from 'zod/mini';

// Step-up (issue 22 point 4): what moves money — the receiving account, the wallets, a rate
// moved more than RATE_STEP_UP_PERCENT at once, and staff changes — is confirmed in the same
// request with the acting staff member's current authenticator code (or their password when
// they have no authenticator enrolled: only the configured admin outside production). It rides
// in the request body as `stepUp` (a DELETE carries a JSON body with it too), so that one
// schema describes it for every route and the code never sits in a URL or a log line.

export const STEP_UP_MESSAGES = {
  required: 'Enter your authenticator code to confirm this change.',
  passwordRequired: 'Enter your password to confirm this change.',
  failed: 'That code is not right. Enter the current code from your authenticator app.',
  passwordFailed: 'That password is not right.',
  codeLabel: 'Authentication code',
  passwordLabel: 'Password',
  codeHint: 'The 6-digit code your authenticator app shows now.',
} as const;

/** A rate moved by more than this share of its current value at once needs step-up. */
export const RATE_STEP_UP_PERCENT = 20;

export const stepUpSchema = z.union([z.object({ code: z.string() }), z.object({ password: z.string() })]);
export type StepUp = z.infer<typeof stepUpSchema>;

/** The part of a body that carries step-up; the route's own fields sit beside it. */
export const stepUpBodySchema = z.object({ stepUp: z.optional(stepUpSchema) });
export type StepUpBody = z.infer<typeof stepUpBodySchema>;

/** How a change was confirmed, as the audit record says it. */
export type StepUpMethod = 'authenticator' | 'password';

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

/**
 * What a screen's one "Authentication code" field sends: six digits are an authenticator code,
 * anything else the password (the configured admin without an authenticator, outside production).
 */
export function stepUpFromTyped(typed: string): StepUp {
  const value = typed.trim();
  return /^\d{6}$/.test(value) ? { code: value } : { password: typed };
}

/** Whether an answer's code asks for (another) step-up. */
export const isStepUpRefusal = (code: string | undefined): boolean =>
  code === ERROR_CODES.stepUpRequired || code === ERROR_CODES.stepUpFailed;
