import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { MIGRATIONS_DIR, openPostgres, type Database } from '../plugins/database';
import { databaseUrl, dropDatabase, quoteIdent, withAdminClient } from './adminClient';
import { ensurePostgresTemplate, postgresTemplateName } from './postgresTemplate';
import { openTestDatabase, TABLE_NAMES } from './testDatabase';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const onPostgres = adminUrl ? describe : describe.skip;

async function rows<T>(database: Database, text: string): Promise<T[]> {
  const result = await database.db.execute(sql.raw(text));
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** The database's own message for a query that failed (drizzle wraps it as the cause). */
async function failure(query: Promise<unknown>): Promise<string> {
  const error = await query.then(
    () => new Error('the query succeeded'),
    (caught: unknown) => caught,
  );
  const { cause } = error as { cause?: unknown };
  return String((cause instanceof Error ? cause : (error as Error)).message);
}

/** What the migrations made: their record, and the schema's tables, columns, constraints, indexes, triggers, functions. */
async function schemaOf(database: Database) {
  return {
    migrations: await rows(database, `select hash, created_at from drizzle.__drizzle_migrations order by id`),
    columns: await rows(
      database,
      `select table_schema, table_name, column_name, data_type, column_default, is_nullable
         from information_schema.columns where table_schema in ('public', 'drizzle')
        order by 1, 2, ordinal_position`,
    ),
    constraints: await rows(
      database,
      `select conrelid::regclass::text as table, conname, pg_get_constraintdef(oid) as definition
         from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
    ),
    indexes: await rows(database, `select indexdef from pg_indexes where schemaname = 'public' order by 1`),
    triggers: await rows(
      database,
      `select tgrelid::regclass::text as table, tgname, tgenabled from pg_trigger where not tgisinternal order by 1, 2`,
    ),
    functions: await rows(
      database,
      `select proname, prosrc from pg_proc where pronamespace = 'public'::regnamespace order by 1`,
    ),
    sequences: await rows(
      database,
      `select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
    ),
  };
}

/** Every public table's row count. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    database,
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const counts = await rows<{ name: string; count: number }>(
    database,
    tables
      .map(({ name }) => `select '${name}' as name, count(*)::int as count from public.${quoteIdent(name)}`)
      .join(' union all '),
  );
  return Object.fromEntries(counts.map(({ name, count }) => [name, count]));
}

/**
 * Rows a test may leave: a customer, the append-only audit log, a chain of tables reached
 * only through foreign keys (users → webhook endpoints and events → deliveries → attempts),
 * a payment with its events (a sequence), and a table nothing empties (exchange rates).
 */
async function write(database: Database): Promise<void> {
  await database.db.execute(
    sql.raw(`
    with customer as (
      insert into users (email, name, password_hash) values ('reset@example.com', 'Reset', 'x') returning id
    ), audit as (
      insert into audit_log (action, subject_type, subject_id, summary)
      select 'user.created', 'user', id::text, 'created' from customer
    ), endpoint as (
      insert into webhook_endpoints (business_id, url, events, secret, created_by)
      select id, 'https://example.com/hook', '{payment.sent}', 'secret', id from customer returning id
    ), event as (
      insert into webhook_events (business_id, type, body, occurred_at)
      select id, 'payment.sent', '{}', now() from customer returning id
    ), delivery as (
      insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at, created_at)
      select event.id, endpoint.id, now(), now() from event, endpoint returning id
    )
    insert into webhook_attempts (delivery_id, attempted_at, duration_ms) select id, now(), 12 from delivery`),
  );
  await database.db.execute(
    sql.raw(`insert into exchange_rates (base, quote, rate) values ('USD', 'NGN', 1500)
             on conflict do nothing`),
  );
}

onPostgres('the PostgreSQL template', () => {
  it('gives every test database the schema and migration record a freshly migrated one has', async () => {
    const copied = await openTestDatabase('postgres');
    const name = `portal_fresh_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database ${quoteIdent(name)}`));
    const fresh = openPostgres(databaseUrl(adminUrl, name), { max: 1 });
    try {
      await fresh.migrate();
      const [copiedSchema, freshSchema] = await Promise.all([schemaOf(copied), schemaOf(fresh)]);
      expect(copiedSchema.migrations).toHaveLength(
        readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).length,
      );
      expect(copiedSchema.columns.length).toBeGreaterThan(100);
      expect(copiedSchema).toEqual(freshSchema);
    } finally {
      await Promise.all([copied.close(), fresh.close()]);
      await withAdminClient(adminUrl, (client) => dropDatabase(client, name));
    }
  });

  it('is made once however many callers want it at once, and the older migration sets go', async () => {
    const stale = 'portal_tpl_0000000000000000';
    await withAdminClient(adminUrl, async (client) => {
      await dropDatabase(client, stale);
      await client.query(`create database ${quoteIdent(stale)}`);
    });

    const names = await Promise.all([
      ensurePostgresTemplate(adminUrl),
      ensurePostgresTemplate(adminUrl, { dropStale: true }),
      ensurePostgresTemplate(adminUrl),
    ]);

    expect(names).toEqual([postgresTemplateName(), postgresTemplateName(), postgresTemplateName()]);
    const left = await withAdminClient(adminUrl, (client) =>
      client.query<{ datname: string; datallowconn: boolean }>(
        `select datname, datallowconn from pg_database where datname like 'portal\\_tpl%' order by 1`,
      ),
    );
    // No half-made build left, nobody may connect to the template (a session there stops every copy).
    expect(left.rows.filter((row) => row.datname.startsWith('portal_tplbuild_'))).toEqual([]);
    expect(left.rows.find((row) => row.datname === stale)).toBeUndefined();
    expect(left.rows.find((row) => row.datname === postgresTemplateName())).toEqual({
      datname: postgresTemplateName(),
      datallowconn: false,
    });
  });

  it('is made again when another run dropped it, and copied only once whole', async () => {
    await withAdminClient(adminUrl, (client) => dropDatabase(client, postgresTemplateName()));

    const database = await openTestDatabase('postgres');
    try {
      const migrations = await rows(database, `select hash from drizzle.__drizzle_migrations`);
      expect(migrations).toHaveLength(
        readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).length,
      );
    } finally {
      await database.close();
    }
  });
});

onPostgres('a PostgreSQL test database reset', () => {
  it('leaves exactly what truncate … cascade leaves: every table it reaches empty, the rest and the sequences as they were', async () => {
    const [reset, truncated] = await Promise.all([
      openTestDatabase('postgres'),
      openTestDatabase('postgres'),
    ]);
    try {
      await Promise.all([write(reset), write(truncated)]);
      const written = await rowCounts(reset);
      for (const table of [
        'users',
        'audit_log',
        'webhook_endpoints',
        'webhook_deliveries',
        'webhook_attempts',
      ]) {
        expect({ table, count: written[table] }).toEqual({ table, count: 1 });
      }

      await reset.reset();
      await truncated.db.execute(sql.raw(`truncate ${TABLE_NAMES.join(', ')} cascade`));

      const [afterReset, afterTruncate] = await Promise.all([rowCounts(reset), rowCounts(truncated)]);
      expect(afterReset).toEqual(afterTruncate);
      expect(afterReset.webhook_attempts).toBe(0);
      expect(afterReset.audit_log).toBe(0);
      // The migrations' seeded rates and the one written: no foreign key reaches them.
      expect(afterReset.exchange_rates).toBe(written.exchange_rates);
      expect(written.exchange_rates).toBeGreaterThan(0);
      expect((await schemaOf(reset)).sequences).toEqual((await schemaOf(truncated)).sequences);
    } finally {
      await Promise.all([reset.close(), truncated.close()]);
    }
  });

  it('leaves the audit log append-only and the foreign keys checked after it', async () => {
    const database = await openTestDatabase('postgres');
    try {
      await write(database);
      await database.reset();
      await database.reset();
      await write(database);
      expect(await failure(database.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
      expect(
        await failure(
          database.db.execute(sql`insert into webhook_attempts (delivery_id, attempted_at, duration_ms)
                                  values (gen_random_uuid(), now(), 1)`),
        ),
      ).toMatch(/foreign key/);
    } finally {
      await database.close();
    }
  });

  it('keeps two databases open at once apart', async () => {
    const [first, second] = await Promise.all([openTestDatabase('postgres'), openTestDatabase('postgres')]);
    try {
      await write(first);
      expect((await rowCounts(second)).users).toBe(0);
      await second.reset();
      expect((await rowCounts(first)).users).toBe(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
