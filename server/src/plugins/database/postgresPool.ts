import { Pool } from 'pg';
import type { Db } from './database';

/**
 * The node-postgres pool under a query builder opened by `openPostgres`, or null on
 * PGlite: for the few jobs the builder cannot do, such as `COPY … TO STDOUT`
 * (the statements, issue 34). drizzle keeps its driver client as `$client`.
 */
export function postgresPoolOf(db: Db): Pool | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  return client instanceof Pool ? client : null;
}
