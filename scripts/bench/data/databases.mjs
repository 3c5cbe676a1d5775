// The data part's two databases, and a plain SQL handle on each for seeding and
// EXPLAIN (the portal's server is stopped meanwhile on PGlite, whose data folder has
// one owner at a time).
import { loadPostgresSupport } from '../api/postgres.mjs';
import { stoppedAfter } from '../support/cleanup.mjs';

/**
 * @typedef {import('./seed.mjs').SqlHandle} SqlHandle
 */

/** @returns {Promise<SqlHandle>} */
export async function openPostgresHandle(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async (sql, params = []) => (await client.query(sql, params)).rows,
    close: () => client.end(),
  };
}

/** @returns {Promise<SqlHandle>} */
export async function openPgliteHandle(dir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(dir);
  await client.waitReady;
  return {
    query: async (sql, params = []) => (await client.query(sql, params)).rows,
    close: () => client.close(),
  };
}

/**
 * `use(cluster)` on a throwaway PostgreSQL cluster (the one part 5 and the fault
 * tests start), destroyed afterwards; null when PostgreSQL is not installed.
 * @template T
 * @param {(line: string) => void} log
 * @param {(cluster: { url: string, port: number }) => Promise<T>} use
 * @returns {Promise<T | null>}
 */
export async function withPostgres(log, use) {
  const { findPostgresBinaries, startThrowawayPostgres } = await loadPostgresSupport();
  if (!findPostgresBinaries()) {
    log('PostgreSQL binaries not found: the PostgreSQL rows are skipped');
    return null;
  }
  const cluster = await startThrowawayPostgres();
  // If the part runs out of time, bench.mjs stops the cluster before the next part
  // starts; if the whole benchmark is stopped, the exit hook does.
  const destroyNow = () => cluster.destroyNow();
  process.once('exit', destroyNow);
  return stoppedAfter(
    async () => {
      process.off('exit', destroyNow);
      await cluster.destroy();
    },
    () => use(cluster),
  );
}
