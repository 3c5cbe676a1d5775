import type { ErrorCode } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { SECURITY_MESSAGES } from '@portal/contracts/security';
import { STEP_UP_MESSAGES, type StepUp, type StepUpMethod } from '@portal/contracts/stepUp';
import {
  isTwoFactorOn,
  passwordHashOf,
  verifyPassword,
  type AuthContext,
  type SessionAccount,
} from '../auth';
import { ApiError } from '../../plugins/http';
import { enforce, refund } from '../../plugins/rate-limit';
import { RecoveryCodeHasher } from './recoveryCodes';
import { SecretBox } from './secretBox';
// Renamed: a server function, not a React hook (the lint rule goes by the name).
import { useSecondFactor as spendSecondFactor } from './twoFactorStore';

export type StepUpContext = Pick<AuthContext, 'db' | 'settings' | 'limits' | 'now'>;

const refusal = (code: ErrorCode, message: string) =>
  new ApiError(403, message, { code, errors: { stepUp: [message] } });

const typedCode = (stepUp: StepUp | null) => (stepUp && 'code' in stepUp ? stepUp.code.trim() : '');
const typedPassword = (stepUp: StepUp | null) => (stepUp && 'password' in stepUp ? stepUp.password : '');

/**
 * Confirms a change that moves money (issue 22 point 4) with what the request's body carries
 * as `stepUp`: the acting staff member's current authenticator code when they enrolled one
 * (a code is used once: the sign-in's replay guard, the last used time step, decides), their
 * password otherwise (only the configured admin outside production has no authenticator: every
 * invited member must enrol before an admin route answers). Missing → 403 STEP_UP_REQUIRED,
 * wrong → 403 STEP_UP_FAILED, both before anything changes; each try counts against the same
 * per-account-and-client budget as the sign-in's codes (a right one is given back).
 * Recovery codes are not accepted here: they are for signing in without the phone.
 */
export async function verifyStepUp(
  ctx: StepUpContext,
  // `stepUp` from the checked body: each route that confirms a change declares it in its body
  // schema (withStepUp), so Fastify's validation has refused a malformed one (400 at the field).
  // The handler takes it out of the body, so it is never stored with the change it confirms.
  confirmation: { stepUp?: StepUp; ip: string },
  account: Pick<SessionAccount, 'id'>,
): Promise<StepUpMethod> {
  const stepUp = confirmation.stepUp ?? null;
  const enrolled = await isTwoFactorOn(ctx.db, account.id);
  const usesPassword = !enrolled && !ctx.settings.production;
  const given = usesPassword ? typedPassword(stepUp) : typedCode(stepUp);
  if (!given) {
    const message = usesPassword ? STEP_UP_MESSAGES.passwordRequired : STEP_UP_MESSAGES.required;
    throw refusal(ERROR_CODES.stepUpRequired, message);
  }
  const now = ctx.now();
  const budget = [ctx.limits.twoFactorPerAccountClient, `${account.id}\u0000${confirmation.ip}`] as const;
  await enforce(ctx.db, [budget], now, SECURITY_MESSAGES.tooManyCodes);
  if (usesPassword) {
    if (!(await verifyPassword(await passwordHashOf(ctx.db, account.id), given)))
      throw refusal(ERROR_CODES.stepUpFailed, STEP_UP_MESSAGES.passwordFailed);
  } else {
    const deps = {
      box: new SecretBox(ctx.settings.jwtSecret),
      hasher: new RecoveryCodeHasher(ctx.settings.jwtSecret),
    };
    const used = /^\d{6}$/.test(given) ? await spendSecondFactor(ctx.db, deps, account.id, given, now) : null;
    if (used !== 'authenticator') throw refusal(ERROR_CODES.stepUpFailed, STEP_UP_MESSAGES.failed);
  }
  await refund(ctx.db, ...budget, now);
  return usesPassword ? 'password' : 'authenticator';
}

/** What an audit summary adds to say how the change was confirmed. */
export const stepUpNote = (method: StepUpMethod) =>
  method === 'authenticator' ? ' (confirmed with an authenticator code)' : ' (confirmed with the password)';
