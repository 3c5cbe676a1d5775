import type { RateLimit } from '../rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * D12 and issue item 4: each action is limited per account or address first; the
 * per-client-address limits are generous backstops (hundreds an hour), so that an
 * office behind one address is never locked out by its own people.
 */
export interface AuthLimits {
  /** Failed sign-ins per address (successful ones are given back). */
  signInPerAccount: RateLimit;
  /** Same count as signInPerAccount, lower threshold on the admin endpoint (D4). */
  adminSignInPerAccount: RateLimit;
  signInPerClient: RateLimit;
  adminSignInPerClient: RateLimit;
  registerPerAddress: RateLimit;
  registerPerClient: RateLimit;
  verifyPerAddress: RateLimit;
  verifyPerClient: RateLimit;
  /** One code e-mail a minute per address, and a few an hour. */
  resendCooldown: RateLimit;
  resendPerAddress: RateLimit;
  resendPerClient: RateLimit;
  forgotCooldown: RateLimit;
  forgotPerAddress: RateLimit;
  forgotPerClient: RateLimit;
  resetPerLink: RateLimit;
  resetPerClient: RateLimit;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInPerAccount: { bucket: 'signin:account', limit: 10, windowMs: 15 * MINUTE },
  adminSignInPerAccount: { bucket: 'signin:account', limit: 5, windowMs: 15 * MINUTE },
  signInPerClient: { bucket: 'signin:client', limit: 300, windowMs: HOUR },
  adminSignInPerClient: { bucket: 'signin:client', limit: 100, windowMs: HOUR },
  registerPerAddress: { bucket: 'register:address', limit: 5, windowMs: HOUR },
  registerPerClient: { bucket: 'register:client', limit: 200, windowMs: HOUR },
  verifyPerAddress: { bucket: 'verify:address', limit: 10, windowMs: 15 * MINUTE },
  verifyPerClient: { bucket: 'verify:client', limit: 300, windowMs: HOUR },
  resendCooldown: { bucket: 'resend:cooldown', limit: 1, windowMs: MINUTE },
  resendPerAddress: { bucket: 'resend:address', limit: 5, windowMs: HOUR },
  resendPerClient: { bucket: 'resend:client', limit: 200, windowMs: HOUR },
  forgotCooldown: { bucket: 'forgot:cooldown', limit: 1, windowMs: MINUTE },
  forgotPerAddress: { bucket: 'forgot:address', limit: 5, windowMs: HOUR },
  forgotPerClient: { bucket: 'forgot:client', limit: 200, windowMs: HOUR },
  resetPerLink: { bucket: 'reset:link', limit: 10, windowMs: 15 * MINUTE },
  resetPerClient: { bucket: 'reset:client', limit: 300, windowMs: HOUR },
};
