import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  purgeEndedCounters,
  purgeEndedSessions,
  purgeNeverVerifiedAccounts,
  purgeOldSecurityEvents,
  purgeSentMail,
  purgeSpentResetTokens,
} from './purgeRules';

const DAY_MS = 24 * 60 * 60_000;

export interface PurgeSettings {
  /** How long a sign-up may stay unverified before it is removed (UNVERIFIED_ACCOUNT_DAYS). */
  unverifiedAccountMaxAgeMs: number;
  /** How long a sent e-mail is kept in the outbox. */
  sentMailMaxAgeMs: number;
  /** How long sign-in events stay in the audit record (SECURITY_EVENT_DAYS). */
  securityEventMaxAgeMs: number;
}

export const DEFAULT_PURGE_SETTINGS: PurgeSettings = {
  unverifiedAccountMaxAgeMs: 7 * DAY_MS,
  sentMailMaxAgeMs: 30 * DAY_MS,
  securityEventMaxAgeMs: 90 * DAY_MS,
};

export interface PurgeCounts {
  sessions: number;
  resetTokens: number;
  counters: number;
  unverifiedAccounts: number;
  sentMail: number;
  securityEvents: number;
}

export type PurgeResult = { ran: true; removed: PurgeCounts } | { ran: false };

// Two 32-bit keys: a key space of their own, apart from the migrations' one-number
// lock and the settings' hashtext locks.
const PURGE_LOCK = sql`7300412, 1`;

/**
 * Removes what can no longer be used (purgeRules), in one transaction that first
 * tries the purge's advisory lock: when several instances share the database, the
 * one that gets it purges and the others skip this round instead of queueing behind
 * it. The lock is the transaction's own, so it is let go at commit or rollback
 * whatever happens, and it needs no connection kept aside for it.
 */
export function runPurge(
  db: Db,
  now: Date,
  settings: PurgeSettings = DEFAULT_PURGE_SETTINGS,
): Promise<PurgeResult> {
  return db.transaction(async (tx): Promise<PurgeResult> => {
    const [lock] = await tx
      .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${PURGE_LOCK})` })
      .from(sql`(values (1)) as once (one)`);
    if (!lock?.locked) return { ran: false };
    return {
      ran: true,
      removed: {
        sessions: await purgeEndedSessions(tx, now),
        resetTokens: await purgeSpentResetTokens(tx, now),
        counters: await purgeEndedCounters(tx, now),
        unverifiedAccounts: await purgeNeverVerifiedAccounts(tx, now, settings.unverifiedAccountMaxAgeMs),
        sentMail: await purgeSentMail(tx, now, settings.sentMailMaxAgeMs),
        securityEvents: await purgeOldSecurityEvents(tx, now, settings.securityEventMaxAgeMs),
      },
    };
  });
}
