import type { Pool } from 'pg';
import type { Db } from './database';

/**
 * The node-postgres pool under a query builder opened by `openPostgres`, or null on
 * PGlite: for the few jobs the builder cannot do, such as `COPY … TO STDOUT`
 * (the statements, issue 34). drizzle keeps its driver client as `$client`. Told
 * apart by shape rather than `instanceof`: a second copy of pg (a bundler's, a test
 * runner's module registry) has a Pool class of its own, and PGlite has neither a
 * pool's `options` nor its `totalCount`.
 */
export function postgresPoolOf(db: Db): Pool | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (typeof client !== 'object' || client === null) return null;
  const pool = client as Partial<Pool>;
  return typeof pool.connect === 'function' && typeof pool.totalCount === 'number' && 'options' in pool
    ? (client as Pool)
    : null;
}
