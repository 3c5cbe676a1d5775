import {
  consume,
  enforce,
  rateLimited,
  refund,
  remember,
  remembers,
  type RateLimit,
} from '../../plugins/rate-limit';
import type { AuthContext } from './context';
import { AUTH_MESSAGES } from './messages';

/** One sign-in attempt: whom it is for, and from where. */
export interface SignInAttempt {
  /** The normalised address. */
  email: string;
  /** The client's address as the server sees it (TRUST_PROXY). */
  client: string;
  /** Whether it came through the admin endpoint (a tighter per-client backstop). */
  adminEndpoint: boolean;
}

const accountAndClient = ({ email, client }: SignInAttempt) => `${email}\u0000${client}`;

type Check = readonly [RateLimit, string];

function checksOf(
  ctx: AuthContext,
  attempt: SignInAttempt,
): { client: Check; accountClient: Check; account: Check } {
  const { limits } = ctx;
  return {
    client: [attempt.adminEndpoint ? limits.adminSignInPerClient : limits.signInPerClient, attempt.client],
    accountClient: [limits.signInPerAccountClient, accountAndClient(attempt)],
    account: [limits.signInPerAccount, attempt.email],
  };
}

/**
 * Counts a sign-in attempt before its password is checked, and refuses it (429) when
 * it is over a limit (issue 12, item 2):
 *
 * 1. the client's own backstop (hundreds an hour, a tighter one on the admin endpoint);
 * 2. the account from this client: 5 failures per 15 minutes, on both endpoints
 *    together, so the admin endpoint does not add guesses to the user endpoint's;
 * 3. the account from everywhere (20 a minute): past it, only a client the account
 *    signed in from in the last 30 days may still try, and others wait the rest of
 *    the minute. An attacker with many addresses is slowed, and still cannot lock the
 *    owner out of the client they use, nor out of a new one for more than a minute.
 *
 * Each limit is counted only if the ones before it allowed the attempt (`enforce`),
 * so an attacker held back by one does not spend the owner's other budgets; and an
 * attempt refused by the third gives back what it took from the second, so that a
 * refusal never extends a refusal.
 */
export async function admitSignIn(ctx: AuthContext, attempt: SignInAttempt, now: Date): Promise<void> {
  const { client, accountClient, account } = checksOf(ctx, attempt);
  await enforce(ctx.db, [client, accountClient], now, AUTH_MESSAGES.tooManySignIns);
  const overall = await consume(ctx.db, ...account, now);
  if (overall.allowed) return;
  if (await remembers(ctx.db, ctx.limits.knownSignInClient, accountAndClient(attempt), now)) return;
  // Refused before its password was looked at, so it was no guess: it gives back the
  // account-and-client count it took. Otherwise the owner retrying from a new client
  // during the minute would spend their own 5 and turn it into 15 minutes (issue 32).
  await refund(ctx.db, ...accountClient, now);
  throw rateLimited(AUTH_MESSAGES.tooManySignIns, overall.retryAfterSeconds);
}

/** The right password is not a guess: its counts are given back. */
export async function forgiveSignIn(ctx: AuthContext, attempt: SignInAttempt, now: Date): Promise<void> {
  const { client, accountClient, account } = checksOf(ctx, attempt);
  for (const [limit, subject] of [client, accountClient, account]) await refund(ctx.db, limit, subject, now);
}

/** A client the account signed in from is the owner's for a while (the per-account limit spares it). */
export async function rememberSignInClient(
  ctx: AuthContext,
  attempt: SignInAttempt,
  now: Date,
): Promise<void> {
  await remember(ctx.db, ctx.limits.knownSignInClient, accountAndClient(attempt), now);
}
