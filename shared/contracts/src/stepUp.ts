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

export const stepUpSchema = z.union([z.object({ code: z.string() }), z.object({ password: z.string() })]);
export type StepUp = z.infer<typeof stepUpSchema>;

/** The part of a body that carries step-up; the route's own fields sit beside it. */
export const stepUpBodySchema = z.object({ stepUp: z.optional(stepUpSchema) });
export type StepUpBody = z.infer<typeof stepUpBodySchema>;

/**
 * A route's body schema with `stepUp` declared beside its own fields: the route validates it,
 * the API document shows it, and the handler reads it from the checked body.
 */
export const withStepUp = <Shape extends z.core.$ZodLooseShape>(schema: z.ZodMiniObject<Shape>) =>
  z.extend(schema, stepUpBodySchema.shape);

/** How a change was confirmed, as the audit record says it. */
export type StepUpMethod = 'authenticator' | 'password';

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
