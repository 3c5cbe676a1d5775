import { desc, sql } from 'drizzle-orm';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, useTestDatabase } from '../../testing';
import { keysetBatches, type BatchReader } from './keysetBatches';
import { cursorTime, olderThanPosition } from '../../plugins/paging';

const { auditLog } = tables;

describe.each(DATABASE_KINDS)('reading a statement in keyset batches on %s', (kind) => {
  const database = useTestDatabase(kind);

  // 2,500 rows, the first 1,200 written in the same microsecond: only the id tells them apart.
  beforeEach(async () => {
    await database.db.execute(sql`
      insert into audit_log (occurred_at, action, subject_type, subject_id, summary)
      select case when g <= 1200 then timestamptz '2026-01-01 00:00:00.123456+00'
                  else timestamptz '2026-01-01' + g * interval '1 microsecond' end,
             'test.row', 'test', g::text, 'row ' || g
      from generate_series(1, 2500) as g`);
  });

  const reader = (queries: number[]): BatchReader<{ id: number; at: string }> => {
    return async (after, limit) => {
      queries.push(limit);
      return database.db
        .select({ id: auditLog.id, at: cursorTime(auditLog.occurredAt) })
        .from(auditLog)
        .where(after ? olderThanPosition(auditLog.occurredAt, auditLog.id, after) : undefined)
        .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
        .limit(limit);
    };
  };

  it('gives every row exactly once, newest first, one query per batch of 1,000', async () => {
    const queries: number[] = [];
    const seen: Array<{ id: number; at: string }> = [];
    for await (const row of keysetBatches(
      reader(queries),
      (row) => ({ createdAt: row.at, id: String(row.id) }),
      1000,
    )) {
      seen.push(row);
    }
    expect(seen).toHaveLength(2500);
    expect(new Set(seen.map((row) => row.id)).size).toBe(2500);
    expect(queries).toEqual([1000, 1000, 1000]);
    const keys = seen.map((row) => `${row.at}|${String(row.id).padStart(8, '0')}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('ends after a short batch, and at once on an empty table', async () => {
    await database.reset();
    const queries: number[] = [];
    const rows = [];
    for await (const row of keysetBatches(
      reader(queries),
      (row) => ({ createdAt: row.at, id: String(row.id) }),
      50,
    )) {
      rows.push(row);
    }
    expect(rows).toEqual([]);
    expect(queries).toEqual([50]);
  });
});
