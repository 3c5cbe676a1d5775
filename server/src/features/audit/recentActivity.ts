import type { ActivityEntry } from '@portal/contracts/review';
import { desc, eq, like, or } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';

const { auditLog, users } = tables;

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
 * The entry's words without what the line says beside them (issue 31): the summary was written
 * for the audit record ("… submitted by ngozi@… : …", "…rejected: <reason>"), while the dashboard's
 * line names who did it once, in its "by" part, and prints the reason on its own line.
 */
export function activityDescription(
  summary: string,
  actorEmail: string | null,
  reason: string | null,
): string {
  let text = summary;
  if (actorEmail) text = text.split(` by ${actorEmail}`).join('');
  if (reason && text.endsWith(`: ${reason}`)) text = text.slice(0, -`: ${reason}`.length);
  return text;
}

/**
 * The dashboard's recent activity: the audit record of admin decisions and settings changes, newest
 * first.
 */
export async function recentActivity(db: Db, limit: number): Promise<ActivityEntry[]> {
  const rows = await db
    .select({ row: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(or(...Object.keys(KIND_OF_PREFIX).map((prefix) => like(auditLog.action, `${prefix}.%`))))
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(limit);
  return rows.flatMap(({ row, actorName }) => {
    const prefix = row.action.split('.')[0] ?? '';
    if (!isKnownPrefix(prefix)) return [];
    return [
      {
        id: String(row.id),
        kind: KIND_OF_PREFIX[prefix],
        action: row.action,
        description: activityDescription(row.summary, row.actorEmail, row.reason),
        // The person by name, as everywhere a person is named; their address when the account is gone.
        actor: actorName ?? row.actorEmail,
        reason: row.reason,
        occurredAt: row.occurredAt.toISOString(),
      },
    ];
  });
}
