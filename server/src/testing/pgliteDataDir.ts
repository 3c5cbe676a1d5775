import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../plugins/database';
import { templateKey } from './pgliteTemplate';

/**
 * A data folder whose PGlite database is migrated and empty, made once (for as long as the
 * migrations and PGlite stay the same) in the temp folder. A portal started on an empty
 * DATA_DIR spends seconds creating and migrating its database; the browser tests start
 * dozens of portals.
 */
/** The folder under DATA_DIR that `openDatabase` keeps PGlite's database in. */
const DATABASE_FOLDER = 'pgdata';

async function migratedDataDir(): Promise<string> {
  const done = path.join(tmpdir(), `portal-e2e-datadir-${templateKey()}`);
  if (existsSync(done)) return done;
  const partial = mkdtempSync(`${done}.partial-`);
  const database = openDatabase({ databaseUrl: null, dataDir: partial });
  await database.migrate();
  await database.close();
  try {
    renameSync(partial, done);
  } catch (error) {
    // Another process finished the same folder first; theirs is as good.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(done)) throw error;
  }
  return done;
}

/**
 * Lays a migrated, empty PGlite database into a portal's DATA_DIR (where `openDatabase`
 * looks for it) unless one is there already, so that the portal's start only checks the
 * migrations. What the start adds (the admin account) it still adds itself.
 */
export async function layMigratedDatabase(dataDir: string): Promise<void> {
  const target = path.join(dataDir, DATABASE_FOLDER);
  if (existsSync(target)) return;
  cpSync(path.join(await migratedDataDir(), DATABASE_FOLDER), target, { recursive: true });
}
