import { Client } from 'pg';

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

/** The connection string of another database on the same server, as the same role. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database or table name as an SQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** PostgreSQL's SQLSTATE of a failed query, if it has one. */
export function sqlState(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

/**
 * Drops a test database once its handles are closed. Not `with (force)`: that
 * refuses when an autovacuum worker happens to be in the database (it runs under
 * no role our test role may signal), while a plain drop stops autovacuum itself
 * and waits up to 5 s for closing sessions to leave. A session still leaving
 * after that gets a few more tries.
 */
export async function dropDatabase(client: Client, name: string, triesLeft = 3): Promise<void> {
  try {
    await client.query(`drop database if exists ${quoteIdent(name)}`);
  } catch (error) {
    if (sqlState(error) !== '55006' || triesLeft <= 1) throw error;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await dropDatabase(client, name, triesLeft - 1);
  }
}
