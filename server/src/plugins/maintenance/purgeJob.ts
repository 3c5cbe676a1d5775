import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../database';
import { runPurge, type PurgeSettings } from './purge';

export const PURGE_EVERY_MS = 60 * 60_000;
/** The first round waits a little, so that it does not compete with the start itself. */
const FIRST_ROUND_AFTER_MS = 60_000;

export interface PurgeJob {
  stop: () => void;
}

/**
 * Runs the purge every hour (a plain timer: every instance has one, and the advisory
 * lock in runPurge lets one of them do each round). A failed round is logged and the
 * next one tries again; the timers never keep the process alive.
 */
export function startPurgeJob(options: {
  db: Db;
  log: FastifyBaseLogger;
  settings: PurgeSettings;
  everyMs?: number;
  firstAfterMs?: number;
  now?: () => Date;
  /** Told how each round went (the metrics' job runs and failures). */
  onRound?: (outcome: 'ok' | 'failed') => void;
}): PurgeJob {
  const { db, log, settings } = options;
  const now = options.now ?? (() => new Date());
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    let failed = false;
    try {
      const result = await runPurge(db, now(), settings);
      if (!result.ran) log.debug('purge: another instance is purging');
      else if (Object.values(result.removed).some((count) => count > 0)) log.info(result.removed, 'purged');
    } catch (error) {
      failed = true;
      log.warn({ err: error }, 'purge failed; the next round tries again');
    } finally {
      running = false;
      options.onRound?.(failed ? 'failed' : 'ok');
    }
  };
  const first = setTimeout(() => void round(), options.firstAfterMs ?? FIRST_ROUND_AFTER_MS);
  const every = setInterval(() => void round(), options.everyMs ?? PURGE_EVERY_MS);
  first.unref();
  every.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
