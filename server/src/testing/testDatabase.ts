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

const TABLES = sql`users, verification_codes, password_reset_tokens, refresh_tokens, rate_limits, profiles, documents, audit_log, mail_outbox, payment_requests, receiving_account, wallet_settings, two_factor, recovery_codes, contact_messages, payment_fees`;

/**
 * Each test file gets a database of its own: an in-memory PGlite, or a new
 * PostgreSQL database created on the TEST_DATABASE_URL server and dropped after
 * (the migrations name the public schema, so a database is the unit of isolation).
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const client = await pgliteFromTemplate();
    const shared = openPglite({ client });
    return {
      ...shared,
      pglite: client,
      openAnother: () => openPglite({ client }),
      reset: async () => {
        await shared.db.execute(sql`truncate ${TABLES} cascade`);
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
