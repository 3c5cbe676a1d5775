import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openPglite, openPostgres, type Database } from '../plugins/database';
import { pgliteFromTemplate } from './pgliteTemplate';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; a real PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase extends Database {
  /** Opens another handle on the same data, as a second server instance would. */
  openAnother: () => Database;
  /** Empties every table between tests. */
  reset: () => Promise<void>;
  /** The PGlite handle itself (PGlite only). */
  pglite?: PGlite;
}

const TABLE_NAMES = [
  'users',
  'verification_codes',
  'password_reset_tokens',
  'refresh_tokens',
  'rate_limits',
  'profiles',
  'documents',
  'audit_log',
  'mail_outbox',
  'payment_requests',
  'receiving_account',
  'wallet_settings',
  'two_factor',
  'recovery_codes',
  'contact_messages',
  'payment_fees',
];
const TABLES = sql.raw(TABLE_NAMES.join(', '));

/**
 * Each test file gets a database of its own: an in-memory PGlite, or a new
 * PostgreSQL database created on the TEST_DATABASE_URL server and dropped after
 * (the migrations name the public schema, so a database is the unit of isolation).
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const client = await pgliteFromTemplate();
    const shared = openPglite({ client });
    let emptyAll: string | undefined;
    return {
      ...shared,
      pglite: client,
      openAnother: () => openPglite({ client }),
      reset: async () => {
        emptyAll ??= await deleteStatements(client, TABLE_NAMES);
        await client.exec(emptyAll);
      },
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handles: Database[] = [];
  const open = () => {
    const database = openPostgres(url.toString(), { max: 4 });
    handles.push(database);
    return database;
  };
  const main = open();
  await main.migrate();
  return {
    ...main,
    openAnother: open,
    reset: async () => {
      await main.db.execute(sql`truncate ${TABLES} cascade`);
    },
    close: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      await withAdminClient(adminUrl, (client) => dropDatabase(client, name));
    },
  };
}

/**
 * What `truncate <tables> cascade` empties (the tables and, transitively, every table whose
 * foreign key points at one of them), as DELETE statements. In PGlite a TRUNCATE gives each
 * table and index a new file, which cost about 150 ms per test; deleting the few rows a test
 * wrote costs a few. The replica role keeps triggers (the audit log's append-only guard) and
 * foreign-key checks out of it, as TRUNCATE does; `set local` ends with the transaction.
 */
async function deleteStatements(client: PGlite, tables: string[]): Promise<string> {
  const closure = await client.query<{ name: string }>(
    `with recursive emptied(oid) as (
       select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = any($1::text[])
       union
       select con.conrelid from pg_constraint con join emptied on con.confrelid = emptied.oid
        where con.contype = 'f'
     )
     select relname as name from pg_class where oid in (select oid from emptied) order by relname`,
    [tables],
  );
  if (closure.rows.length < tables.length) throw new Error('a table to empty between tests is missing');
  const deletes = closure.rows.map((row) => `delete from public."${row.name}";`).join(' ');
  return `begin; set local session_replication_role = replica; ${deletes} commit;`;
}

/**
 * Drops a test database once its handles are closed. Not `with (force)`: that
 * refuses when an autovacuum worker happens to be in the database (it runs under
 * no role our test role may signal), while a plain drop stops autovacuum itself
 * and waits up to 5 s for closing sessions to leave. A session still leaving
 * after that gets a few more tries.
 */
async function dropDatabase(client: Client, name: string, triesLeft = 3): Promise<void> {
  try {
    await client.query(`drop database if exists "${name}"`);
  } catch (error) {
    const inUse = (error as { code?: string }).code === '55006';
    if (!inUse || triesLeft <= 1) throw error;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await dropDatabase(client, name, triesLeft - 1);
  }
}

/** Runs work on one short-lived connection to the TEST_DATABASE_URL server. */
export async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
