import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { SERVER_DIR } from '../../paths';

/** The query builder every feature uses; the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations in server/drizzle that have not run yet. */
  migrate: () => Promise<void>;
  /** Resolves when the database answers; rejects otherwise (GET /api/health). */
  check: () => Promise<void>;
  close: () => Promise<void>;
}

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

// Any fixed number; every instance takes the same lock so only one migrates at a time.
const MIGRATION_LOCK_ID = 7_300_412;

const check = (db: Db) => async () => {
  await db.execute(sql`select 1`);
};

/**
 * Embedded PostgreSQL (PGlite). Pass a data folder to keep the data on disk, or an
 * existing handle to share one database between several app instances (tests).
 */
export function openPglite(source: { dataDir: string } | { client: PGlite } | { memory: true }): Database {
  let client: PGlite;
  let owned = true;
  if ('client' in source) {
    client = source.client;
    owned = false;
  } else if ('dataDir' in source) {
    mkdirSync(source.dataDir, { recursive: true });
    client = new PGlite(source.dataDir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    check: check(db),
    close: async () => {
      if (owned && !client.closed) await client.close();
    },
  };
}

export interface PostgresOptions {
  /** Called with errors of idle connections, which would otherwise end the process. */
  onIdleError?: (error: Error) => void;
  max?: number;
  /** How long a query may wait for its answer (QUERY_TIMEOUT_MS unless a test shortens it). */
  queryTimeoutMs?: number;
}

const CONNECT_TIMEOUT_MS = 5_000;

function ignoreHeldConnectionError(): void {}
/**
 * The longest any query may wait for its answer. A server that stopped answering
 * without closing its connections (a frozen host, a network partition) would
 * otherwise hold the request forever; with the bound it is answered 503 and the
 * connection is dropped. Every query here takes milliseconds.
 */
export const QUERY_TIMEOUT_MS = 10_000;

/** A real PostgreSQL server through node-postgres. */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const pool = new Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    query_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  // The pool listens for errors only on idle connections. A connection held by a
  // transaction that the server ends between two of its queries (a shutdown, a crash)
  // would emit an error nobody hears, and that ends the process. The query that comes
  // next fails on its own ("not queryable", answered 503) and the pool then drops the
  // connection, so here the error needs only a listener.
  pool.on('connect', (client) => client.on('error', ignoreHeldConnectionError));
  const db = drizzlePostgres({ client: pool });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several instances may start together; the advisory lock lets one migrate
      // while the others wait and then find nothing left to do. A connection of its
      // own, without the query bound: waiting for another instance's migration is
      // not a hung server.
      const client = new Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        await client.end();
      }
    },
    check: check(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite stored under DATA_DIR/pgdata. */
export function openDatabase(
  config: { databaseUrl: string | null; dataDir: string },
  options: PostgresOptions = {},
): Database {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, options)
    : openPglite({ dataDir: path.join(config.dataDir, 'pgdata') });
}
