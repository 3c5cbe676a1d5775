import { desc } from 'drizzle-orm';
import { type Db, tables } from '../database';

const { auditLog } = tables;

export interface AuditEntry {
  actor: { id: string; email: string } | null;
  /** What happened, e.g. `registration.approve`. */
  action: string;
  subjectType: string;
  subjectId: string;
  /** The customer the record belongs to, when there is one. */
  subjectUserId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** One line an operator reads in the recent activity. */
  summary: string;
}

/** The row an entry is stored as (one shape for one entry and for many). */
const auditRowOf = (entry: AuditEntry) => ({
  actorId: entry.actor?.id ?? null,
  actorEmail: entry.actor?.email ?? null,
  action: entry.action,
  subjectType: entry.subjectType,
  subjectId: entry.subjectId,
  subjectUserId: entry.subjectUserId ?? null,
  before: entry.before ?? null,
  after: entry.after ?? null,
  reason: entry.reason ?? null,
  summary: entry.summary,
});

/**
 * Appends one entry to the audit record, in the caller's transaction, so the
 * entry exists exactly when the change does. Entries are never changed: the table's
 * trigger refuses UPDATE and DELETE, but for the purge removing sign-in events after
 * SECURITY_EVENT_DAYS (maintenance, purgeOldSecurityEvents).
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditRowOf(entry));
}

/** The newest entries first. */
export function latestAudit(db: Db, limit: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.occurredAt), desc(auditLog.id)).limit(limit);
}

/** Entries per insert statement: 11 columns each, far below PostgreSQL's 65,535 parameters. */
const AUDIT_CHUNK = 500;

/**
 * Appends several entries in the caller's transaction, a few statements for many (a bulk
 * payment's one entry per payment, issue 36): the same rows `recordAudit` writes one by one.
 */
export async function recordAudits(tx: Db, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += AUDIT_CHUNK) {
    await tx.insert(auditLog).values(entries.slice(start, start + AUDIT_CHUNK).map(auditRowOf));
  }
}
