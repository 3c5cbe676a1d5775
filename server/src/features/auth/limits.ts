import type { Mark, RateLimit } from '../../plugins/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Verification codes, sign-ins and e-mails are rate-limited (issue item 4): each action is limited
 * per account or address first; the per-client-address limits are generous backstops (hundreds an
 * hour), so that an office behind one address is never locked out by its own people.
 */
export interface AuthLimits {
  /**
   * Failed sign-ins for one address from one client (successful ones are given back):
   * the guesses an attacker gets, counted on both endpoints together. The admin's
   * budget is every account's: a budget by role would tell an attacker, five guesses
   * in, which address is the admin's.
   */
  signInPerAccountClient: RateLimit;
  /**
   * Failed sign-ins for one address from all clients together, against attackers
   * with many addresses. Past it only clients the account signed in from lately may
   * try, so that nobody elsewhere can lock the owner out of their own client; and
   * its window is one minute, so that the owner on a new client (a new phone, a
   * hotel) waits a minute at most, never an hour (issue 24): it slows a spread-out
   * attack to 20 guesses a minute, each client still held to its own 5 per 15 minutes.
   */
  signInPerAccount: RateLimit;
  /** How long a client the account signed in from counts as the owner's. */
  knownSignInClient: Mark;
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
  /**
   * Refreshes of one session: a tab refreshes every 15 minutes (or on a 401), and since D39
   * also at every page load and new tab (the silent sign-in by the cookie): sixty a minute
   * covers a person reloading and opening tabs briskly, and a loop still cannot add
   * thousands of rows.
   */
  refreshPerSession: RateLimit;
  /** Wrong two-factor codes (app or recovery) for one account from one client (issue 12). */
  twoFactorPerAccountClient: RateLimit;
  /** A lock-out is written to the audit record once per account and client in this time, not per refusal. */
  lockOutRecorded: Mark;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInPerAccountClient: { bucket: 'signin:account-client', limit: 5, windowMs: 15 * MINUTE },
  signInPerAccount: { bucket: 'signin:account', limit: 20, windowMs: MINUTE },
  knownSignInClient: { bucket: 'signin:known-client', windowMs: 30 * DAY },
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
  refreshPerSession: { bucket: 'refresh:session', limit: 60, windowMs: MINUTE },
  twoFactorPerAccountClient: { bucket: 'two-factor:account-client', limit: 5, windowMs: 15 * MINUTE },
  lockOutRecorded: { bucket: 'audit:locked-out', windowMs: 15 * MINUTE },
};
