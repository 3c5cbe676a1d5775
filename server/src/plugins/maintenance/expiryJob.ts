import type { FastifyBaseLogger } from 'fastify';

export const EXPIRY_EVERY_MS = 60_000;

export interface ExpiryJob {
  stop: () => void;
}

/**
 * Runs `expire` (payments' expireOverdue) every minute, so an unfunded request shows as
 * expired within a minute of its deadline (D30) even when nobody reads it. A plain timer
 * on every instance: the expiry's conditional update lets each request expire once. A
 * failed round is logged and the next one tries again; the timer never keeps the
 * process alive. Tests call expireOverdue with their own clock instead.
 */
export function startExpiryJob(options: {
  expire: (now: Date) => Promise<number>;
  log: FastifyBaseLogger;
  everyMs?: number;
  now?: () => Date;
  /** Told how each round went (the metrics' job runs and failures). */
  onRound?: (outcome: 'ok' | 'failed') => void;
}): ExpiryJob {
  const now = options.now ?? (() => new Date());
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    let failed = false;
    try {
      const expired = await options.expire(now());
      if (expired > 0) options.log.info({ expired }, 'payment requests expired');
    } catch (error) {
      failed = true;
      options.log.warn({ err: error }, 'payment expiry failed; the next round tries again');
    } finally {
      running = false;
      options.onRound?.(failed ? 'failed' : 'ok');
    }
  };
  const every = setInterval(() => void round(), options.everyMs ?? EXPIRY_EVERY_MS);
  every.unref();
  return { stop: () => clearInterval(every) };
}
