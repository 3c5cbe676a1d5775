import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';

/** One mark of a staged history: what was done from `realAt` on happened, in the story, at `storyAt`. */
export interface HistoryMark {
  realAt: Date;
  storyAt: Date;
}

interface TimestampColumn {
  table: string;
  column: string;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The story time of a real time `value` (SQL): the shift of the mark it falls after (the first before any). */
function storyOf(value: string, marks: readonly HistoryMark[]): string {
  const shift = (mark: HistoryMark) =>
    `(${value} + interval '${mark.storyAt.getTime() - mark.realAt.getTime()} milliseconds')`;
  const [first] = marks;
  if (!first) return value;
  const branches = marks
    .slice(1)
    .map(
      (mark, index) => `WHEN ${value} < '${mark.realAt.toISOString()}' THEN ${shift(marks[index] ?? first)}`,
    );
  const last = marks[marks.length - 1] ?? first;
  return branches.length === 0 ? shift(first) : `CASE ${branches.join(' ')} ELSE ${shift(last)} END`;
}

/**
 * Rewrites the times of a history staged in a few seconds (the screenshots' scene) into the
 * days it tells of, consistently, as a migration of real data would: every timestamp of every
 * table moves by the shift of the mark it was written after, so the order of everything stays
 * as it happened and each row keeps its own moments; a moment still to come (an expiry, a
 * funding deadline) moves with the row it belongs to (its `created_at`; a deadline with its
 * approval), so it stays as far ahead of that row as the app set it. The marks must be in
 * real order with story times far enough apart that no two segments overlap.
 *
 * Opens the PGlite database in `dataDir` (the portal that wrote it must be stopped) and
 * changes it in one transaction, past the audit log's append-only trigger (replica role):
 * this is seeding history, not a change the app makes.
 */
export async function rewriteHistory(dataDir: string, marks: readonly HistoryMark[]): Promise<void> {
  for (const [index, mark] of marks.entries()) {
    const next = marks[index + 1];
    if (next && next.realAt < mark.realAt) throw new Error('history marks must be in real order');
  }
  const end = new Date().toISOString();
  const client = new PGlite(path.join(dataDir, 'pgdata'));
  try {
    const columns = (
      await client.query<TimestampColumn>(
        `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
          WHERE table_schema = 'public' AND data_type = 'timestamp with time zone'
          ORDER BY table_name, column_name`,
      )
    ).rows;
    const byTable = new Map<string, string[]>();
    for (const { table, column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
    await client.transaction(async (tx) => {
      await tx.exec(`SET LOCAL session_replication_role = replica`);
      for (const [table, names] of byTable) {
        const anchorOf = (column: string) =>
          table === 'payment_requests' && column === 'funding_deadline'
            ? 'approved_at'
            : names.includes('created_at')
              ? 'created_at'
              : null;
        const sets = names.map((column) => {
          const value = quoted(column);
          const anchor = anchorOf(column);
          const story = storyOf(value, marks);
          // A moment still ahead moves as its row's anchor does (every SET reads the old row).
          const ahead =
            anchor && anchor !== column
              ? `WHEN ${value} > '${end}' AND ${quoted(anchor)} IS NOT NULL THEN ${value} + (${storyOf(quoted(anchor), marks)} - ${quoted(anchor)})`
              : `WHEN ${value} > '${end}' THEN ${value}`;
          return `${value} = CASE WHEN ${value} IS NULL THEN NULL ${ahead} ELSE ${story} END`;
        });
        await tx.exec(`UPDATE ${quoted(table)} SET ${sets.join(', ')}`);
      }
    });
  } finally {
    await client.close();
  }
}
