import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { preparedOncePerDatabase, tables, type Db } from '../database';
import { ApiError } from '../http';
import { keyOf } from './keys';

export interface RateLimit {
  /** Names the counter; limits with the same bucket share one count. */
  bucket: string;
  limit: number;
  windowMs: number;
}

export interface Consumption {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

const { rateLimits } = tables;

/**
 * The two statements every limited request runs (sign-in runs each twice), built
 * once per database handle: drizzle otherwise rebuilds them on every call, which
 * was most of a sign-in's own work beside the password check.
 */
function prepareStatements(db: Db) {
  const now = sql.placeholder('now');
  return {
    /**
     * Counts one attempt in one statement, so that concurrent requests on any number
     * of instances all see the same count. Fixed windows: the first attempt opens a
     * window, and its count starts again after it ends.
     */
    consume: db
      .insert(rateLimits)
      .values({ key: sql.placeholder('key'), count: 1, resetAt: sql.placeholder('resetAt') })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${now}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now}::timestamptz then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
      .prepare('consume_rate_limit'),
    refund: db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(
        and(
          eq(rateLimits.key, sql.placeholder('key')),
          gt(rateLimits.count, 0),
          sql`${rateLimits.resetAt} > ${now}::timestamptz`,
        ),
      )
      .prepare('refund_rate_limit'),
  };
}

const statementsFor = preparedOncePerDatabase(prepareStatements);

/** Counts one attempt against a limit (see `consume` in prepareStatements). */
export async function consume(db: Db, limit: RateLimit, subject: string, now: Date): Promise<Consumption> {
  const resetAt = new Date(now.getTime() + limit.windowMs);
  const [row] = await statementsFor(db).consume.execute({
    key: keyOf(limit.bucket, subject),
    resetAt,
    now: now.toISOString(),
  });
  const count = row?.count ?? 1;
  const until = row?.resetAt ?? resetAt;
  return {
    allowed: count <= limit.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  };
}

/** Gives back an attempt that should not count (a successful sign-in). */
export async function refund(db: Db, limit: RateLimit, subject: string, now: Date): Promise<void> {
  await statementsFor(db).refund.execute({ key: keyOf(limit.bucket, subject), now: now.toISOString() });
}

/**
 * Deletes counters whose window ended (run now and then; they would restart anyway),
 * and says how many.
 */
export async function purgeExpired(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.resetAt, now))
    .returning({ key: rateLimits.key });
  return removed.length;
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The 429 of a rate limit: says when to try again, in words and in Retry-After. */
export function rateLimited(what: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, `${what} Please try again in ${describeWait(retryAfterSeconds)}.`, {
    code: ERROR_CODES.rateLimited,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/**
 * Counts one attempt against each limit given (each with its subject), in order, and
 * refuses with a 429 at the first one exceeded. The limits after it are not counted:
 * a request that is refused anyway must not spend other budgets, or an attacker held
 * back by a per-client limit would still use up (and lock) the per-account ones.
 * So callers list the broadest backstop first.
 */
export async function enforce(
  db: Db,
  checks: ReadonlyArray<readonly [RateLimit, string]>,
  now: Date,
  what: string,
): Promise<void> {
  for (const [limit, subject] of checks) {
    const result = await consume(db, limit, subject, now);
    if (!result.allowed) throw rateLimited(what, result.retryAfterSeconds);
  }
}
