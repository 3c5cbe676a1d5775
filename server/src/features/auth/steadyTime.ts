import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long forgot-password and resend-verification take at least. Their work depends
 * on whether the address has an account (a token or code is issued and an e-mail
 * queued, or nothing), and without a floor the answer time told which: about 11 ms
 * against 6.5 ms. The floor is well above that work on a loaded server, and short
 * enough that nobody waiting for "Reset Link Sent!" notices it.
 */
export const STEADY_ANSWER_MS = 250;

/**
 * Runs `work` and resolves no sooner than `ms` after `startedAt` (a
 * `performance.now()` reading taken when the request came in), so the answer time
 * is the same whatever the work found. A failure is not delayed: it says nothing
 * about the address.
 */
export async function inSteadyTime<T>(
  startedAt: number,
  work: () => Promise<T>,
  ms: number = STEADY_ANSWER_MS,
): Promise<T> {
  const result = await work();
  const left = startedAt + ms - performance.now();
  if (left > 0) await sleep(left);
  return result;
}
