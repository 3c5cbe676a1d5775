import type { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, postgresPoolOf, type Database } from '../plugins/database';
import { databaseUrl, dropDatabase, quoteIdent, withAdminClient } from './adminClient';
import { pgliteFromTemplate } from './pgliteTemplate';
import { resetStatements } from './postgresReset';
import { createFromTemplate } from './postgresTemplate';
import { TRUNCATE_CLOSURE_SQL } from './truncateClosure';

export { withAdminClient } from './adminClient';

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

/** What reset() empties: these tables and every table that references one (truncate's cascade). */
export const TABLE_NAMES = [
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

/**
 * Each test file gets a database of its own: an in-memory PGlite, or a new
 * PostgreSQL database copied from the migrated template on the TEST_DATABASE_URL server
 * (postgresTemplate.ts) and dropped after (the migrations name the public schema, so a
 * database is the unit of isolation).
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
  await withAdminClient(adminUrl, (client) => createFromTemplate(client, adminUrl, name));
  const url = databaseUrl(adminUrl, name);
  const handles: Database[] = [];
  const open = () => {
    const database = openPostgres(url, { max: 4 });
    handles.push(database);
    return database;
  };
  const main = open();
  // A query without parameters goes as one simple query, so the reset's statements are one
  // transaction on one connection.
  const pool = postgresPoolOf(main.db);
  if (!pool) throw new Error('openPostgres gave no node-postgres pool');
  let emptyAll: Promise<string> | undefined;
  return {
    ...main,
    openAnother: open,
    reset: async () => {
      emptyAll ??= resetStatements(pool, TABLE_NAMES);
      await pool.query(await emptyAll);
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
  const closure = await client.query<{ name: string }>(TRUNCATE_CLOSURE_SQL, [tables]);
  if (closure.rows.length < tables.length) throw new Error('a table to empty between tests is missing');
  const deletes = closure.rows.map((row) => `delete from public.${quoteIdent(row.name)};`).join(' ');
  return `begin; set local session_replication_role = replica; ${deletes} commit;`;
}
