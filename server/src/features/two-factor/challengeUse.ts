import { TWO_FACTOR_CHALLENGE_SECONDS } from '@portal/contracts/security';
import type { Db } from '../../plugins/database';
import { consume, remembers, type RateLimit } from '../../plugins/rate-limit';

/**
 * A challenge signs in once (issue 24): its id is written in the counters' table when
 * it is used, kept a little longer than the challenge lives, then purged with them.
 */
const USED: RateLimit = {
  bucket: 'two-factor:challenge-used',
  limit: 1,
  windowMs: (TWO_FACTOR_CHALLENGE_SECONDS + 60) * 1000,
};

/** Whether the challenge already signed in: checked before a code is spent on it. */
export function challengeUsed(db: Db, challengeId: string, now: Date): Promise<boolean> {
  return remembers(db, USED, challengeId, now);
}

/**
 * Claims the challenge for this sign-in; false when another request claimed it first
 * (two codes sent at once), atomically, on any number of instances.
 */
export async function claimChallenge(db: Db, challengeId: string, now: Date): Promise<boolean> {
  return (await consume(db, USED, challengeId, now)).allowed;
}
