import type { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../plugins/database';
import { layMigratedDatabase } from './pgliteDataDir';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

/** The portal's own way to its database: PGlite under DATA_DIR. */
const openPortalDatabase = (dataDir: string): Database => openDatabase({ databaseUrl: null, dataDir });

async function count(database: Database, query: string): Promise<number> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const result = await client.query<{ count: number }>(`select count(*)::int as count from ${query}`);
  return result.rows[0]?.count ?? -1;
}

describe('a migrated database laid into a data folder (the browser tests start portals on it)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-datadir-test-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is where the portal opens its database, with every migration applied and no rows', async () => {
    await layMigratedDatabase(dataDir);
    const database = openPortalDatabase(dataDir);
    try {
      expect(await count(database, 'drizzle.__drizzle_migrations')).toBe(journal.entries.length);
      await database.migrate();
      expect(await count(database, 'drizzle.__drizzle_migrations')).toBe(journal.entries.length);
      expect(await count(database, 'users')).toBe(0);
    } finally {
      await database.close();
    }
    // The first run on a machine creates and migrates the folder the others copy.
  }, 120_000);

  it('leaves a database already in the folder as it is', async () => {
    await layMigratedDatabase(dataDir);
    const first = openPortalDatabase(dataDir);
    const client = (first.db as unknown as { $client: PGlite }).$client;
    await client.query(
      `insert into contact_messages (name, email, subject, message) values ('Ada', 'ada@example.com', 'Hello', 'Kept')`,
    );
    await first.close();

    await layMigratedDatabase(dataDir);
    const again = openPortalDatabase(dataDir);
    try {
      expect(await count(again, 'contact_messages')).toBe(1);
    } finally {
      await again.close();
    }
  });
});
