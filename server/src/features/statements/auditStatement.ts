import { and, desc, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { tables, type Db } from '../../plugins/database';
import { streamCsv, type CsvColumn } from './csvStream';
import { keysetBatches, type BatchReader } from './keysetBatches';
import { cursorTime, olderThanPosition } from '../../plugins/paging';
import type { StatementPeriod } from './statementPeriod';

const { auditLog } = tables;

export interface AuditStatementRow {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  summary: string;
  reason: string | null;
}

/** The audit log's rows in the period, newest first as the screen lists them, through audit_log_occurred_idx. */
export function auditStatementReader(db: Db, period: StatementPeriod): BatchReader<AuditStatementRow> {
  return async (after, limit) => {
    const conditions: SQL[] = [
      gte(auditLog.occurredAt, sql`${period.start}::timestamptz`),
      lt(auditLog.occurredAt, sql`${period.end}::timestamptz`),
    ];
    if (after) conditions.push(olderThanPosition(auditLog.occurredAt, auditLog.id, after));
    return db
      .select({
        id: auditLog.id,
        at: cursorTime(auditLog.occurredAt),
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        summary: auditLog.summary,
        reason: auditLog.reason,
      })
      .from(auditLog)
      .where(and(...conditions))
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(limit);
  };
}

const AUDIT_COLUMNS: CsvColumn<AuditStatementRow>[] = [
  { header: 'Time', value: (row) => row.at },
  { header: 'By', value: (row) => row.actorEmail },
  { header: 'Action', value: (row) => row.action },
  { header: 'Subject', value: (row) => row.subjectType },
  { header: 'Subject id', value: (row) => row.subjectId },
  { header: 'Summary', value: (row) => row.summary },
  { header: 'Reason', value: (row) => row.reason },
];

/** The audit log of a period as streamed CSV (D36). */
export function auditStatementCsv(db: Db, period: StatementPeriod): Readable {
  const rows = keysetBatches(auditStatementReader(db, period), (row) => ({
    createdAt: row.at,
    id: String(row.id),
  }));
  return streamCsv(rows, AUDIT_COLUMNS);
}
