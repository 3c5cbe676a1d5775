import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DATABASE_KINDS, openTestDatabase } from '../../testing';
import { MIGRATIONS_DIR, openDatabase, openPostgres } from './database';
import { users } from './schema';
import { isDatabaseUnavailable } from './unavailable';

describe('the database', () => {
  it('keeps its data in DATA_DIR/pgdata across a restart (PGlite)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-pgdata-'));
    try {
      const first = openDatabase({ databaseUrl: null, dataDir });
      await first.migrate();
      await first.db.insert(users).values({ email: 'kept@example.com', name: 'Kept', passwordHash: 'x' });
      await first.close();

      const second = openDatabase({ databaseUrl: null, dataDir });
      await second.migrate();
      const rows = await second.db.select().from(users).where(eq(users.email, 'kept@example.com'));
      expect(rows).toHaveLength(1);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it.each(DATABASE_KINDS)(
    'applies migrations once, however many times and instances start (%s)',
    async (kind) => {
      const database = await openTestDatabase(kind);
      try {
        const another = database.openAnother();
        await Promise.all([database.migrate(), another.migrate(), database.migrate()]);
        const result = await database.db.execute(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        );
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
          count: number;
        }[];
        // One row per migration file, however many times migrate() ran.
        expect(rows[0]?.count).toBe(
          readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).length,
        );
      } finally {
        await database.close();
      }
    },
  );

  it('check() resolves while the database answers and rejects once it is closed', async () => {
    const database = await openTestDatabase('pglite');
    await expect(database.check()).resolves.toBeUndefined();
    await database.close();
    await expect(database.check()).rejects.toThrow();
  });

  const withPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
  withPostgres(
    'gives up on a query that gets no answer in time, as unavailable, and goes on (PostgreSQL)',
    async () => {
      const database = openPostgres(process.env.TEST_DATABASE_URL ?? '', { max: 1, queryTimeoutMs: 300 });
      try {
        const started = Date.now();
        const error: unknown = await database.db
          .execute(sql`select pg_sleep(3)`)
          .catch((caught: unknown) => caught);
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(isDatabaseUnavailable(error)).toBe(true);
        await expect(database.check()).resolves.toBeUndefined();
      } finally {
        await database.close();
      }
    },
  );
  withPostgres(
    'survives its connection dying inside a transaction between two queries, as unavailable (PostgreSQL)',
    async () => {
      const url = process.env.TEST_DATABASE_URL ?? '';
      const database = openPostgres(url, { max: 1 });
      const killer = new Client({ connectionString: url });
      await killer.connect();
      try {
        const error: unknown = await database.db
          .transaction(async (tx) => {
            const result = await tx.execute(sql`select pg_backend_pid() as pid`);
            const pid = (result as { rows: { pid: number }[] }).rows[0]?.pid;
            // The server ends the connection while the transaction holds it and runs nothing,
            // as a shutdown or a crash of PostgreSQL does.
            await killer.query('select pg_terminate_backend($1)', [pid]);
            await new Promise((resolve) => setTimeout(resolve, 300));
            await tx.execute(sql`select 1`);
          })
          .catch((caught: unknown) => caught);
        expect(isDatabaseUnavailable(error)).toBe(true);
        // The pool dropped the dead connection and answers with a new one.
        await expect(database.check()).resolves.toBeUndefined();
      } finally {
        await killer.end();
        await database.close();
      }
    },
  );
});

describe('isDatabaseUnavailable', () => {
  it.each([
    [{ code: 'ECONNREFUSED' }],
    [{ code: '57P01' }],
    [{ code: '08006' }],
    [new Error('PGlite is closed')],
    [{ message: 'Failed query', cause: { message: 'x', cause: { code: 'ECONNRESET' } } }],
    // node-postgres's query_timeout: the server stopped answering on an open connection.
    [{ message: 'Failed query', cause: new Error('Query read timeout') }],
  ])('is true for %j', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([[{ code: '23505' }], [new Error('syntax error at or near')], [null], ['text']])(
    'is false for %j',
    (error) => {
      expect(isDatabaseUnavailable(error)).toBe(false);
    },
  );
});
