import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../database';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * A copy of the migrations folder holding only the first `count` migrations: a database
 * as the previous schema left it, which a migration test fills and then migrates on.
 */
export function migrationsUpTo(count: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

/** The rows of `db.execute`, whichever driver answered. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
