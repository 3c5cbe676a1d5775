import { and, eq, gt, sql } from 'drizzle-orm';
import { preparedOncePerDatabase, tables, type Db } from '../database';
import { keyOf } from './keys';

/**
 * Something remembered about a subject for a while (a client an account signed in
 * from), kept in the counters' table under its own bucket: hashed like the counters,
 * and purged with them once its time is up.
 */
export interface Mark {
  bucket: string;
  windowMs: number;
}

const { rateLimits } = tables;

function prepareStatements(db: Db) {
  return {
    // Each new remembering starts the time again.
    remember: db
      .insert(rateLimits)
      .values({ key: sql.placeholder('key'), count: 1, resetAt: sql.placeholder('until') })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: 1, resetAt: sql`excluded.reset_at` } })
      .prepare('remember_mark'),
    find: db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(
        and(
          eq(rateLimits.key, sql.placeholder('key')),
          gt(rateLimits.resetAt, sql`${sql.placeholder('now')}::timestamptz`),
        ),
      )
      .limit(1)
      .prepare('find_mark'),
  };
}

const statementsFor = preparedOncePerDatabase(prepareStatements);

export async function remember(db: Db, mark: Mark, subject: string, now: Date): Promise<void> {
  await statementsFor(db).remember.execute({
    key: keyOf(mark.bucket, subject),
    until: new Date(now.getTime() + mark.windowMs),
  });
}

export async function remembers(db: Db, mark: Mark, subject: string, now: Date): Promise<boolean> {
  const rows = await statementsFor(db).find.execute({
    key: keyOf(mark.bucket, subject),
    now: now.toISOString(),
  });
  return rows.length > 0;
}
