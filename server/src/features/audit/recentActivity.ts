import type { ActivityEntry } from '@portal/contracts';
import { desc, like, or } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';

const { auditLog } = tables;

/**
 * Which entries of the audit record the dashboard shows, by the action's first word
 * ("registration.approve"), and under which kind. Payments may be recorded as
 * `payment.…` or `payments.…`; both are payments.
 */
const KIND_OF_PREFIX = {
  registration: 'registration',
  documents: 'documents',
  payment: 'payment',
  payments: 'payment',
  settings: 'settings',
} as const satisfies Record<string, ActivityEntry['kind']>;

const isKnownPrefix = (prefix: string): prefix is keyof typeof KIND_OF_PREFIX =>
  Object.hasOwn(KIND_OF_PREFIX, prefix);

export const DEFAULT_ACTIVITY_LIMIT = 10;

/**
 * The dashboard's recent activity: the audit record of admin decisions and settings changes, newest
 * first.
 */
export async function recentActivity(db: Db, limit: number): Promise<ActivityEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(or(...Object.keys(KIND_OF_PREFIX).map((prefix) => like(auditLog.action, `${prefix}.%`))))
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(limit);
  return rows.flatMap((row) => {
    const prefix = row.action.split('.')[0] ?? '';
    if (!isKnownPrefix(prefix)) return [];
    return [
      {
        id: String(row.id),
        kind: KIND_OF_PREFIX[prefix],
        action: row.action,
        description: row.summary,
        actor: row.actorEmail,
        reason: row.reason,
        occurredAt: row.occurredAt.toISOString(),
      },
    ];
  });
}
