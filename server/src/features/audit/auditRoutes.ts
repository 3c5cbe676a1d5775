import { SECURITY_MESSAGES, SECURITY_PATHS, AUDIT_PAGE_DEFAULT } from '@portal/contracts/security';
import { auditQuerySchema, type AuditListData } from '@portal/contracts/securitySchemas';
import { and, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AccessDeps, requireStaff } from '../access';
import { tables } from '../../plugins/database';
import { succeed } from '../../plugins/http';
import { routeSchema } from '../../plugins/openapi';
import { auditListDataSchema } from '@portal/contracts/securitySchemas';
import { checkFilters } from '../decisions';
import { cursorTime, decodeCursor, olderThanPosition, pageOf } from '../../plugins/paging';

const { auditLog, users } = tables;

const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The audit record for an admin (issue 12, item 12): every entry, admin decisions and
 * sign-in events alike, newest first, a page at a time with the API's one page cursor: the
 * last entry's (occurred_at, id), the order the CSV statement streams them in, through
 * audit_log_occurred_idx. A page never repeats or skips an entry.
 */
export function registerAuditRoutes(server: FastifyInstance, deps: AccessDeps): void {
  const api = server.withTypeProvider<ZodTypeProvider>();
  api.get(
    SECURITY_PATHS.adminAudit,
    {
      onRequest: requireStaff(deps),
      schema: routeSchema({
        summary: 'The audit record, newest first',
        tag: 'admin-review',
        caller: 'admin',
        querystring: auditQuerySchema,
        success: { status: 200, data: auditListDataSchema },
      }),
    },
    async (request) => {
      const query = request.query;
      checkFilters({ action: query.action, actor: query.actor });
      const cursor = decodeCursor(query.cursor, 'serial');
      const limit = query.limit ?? AUDIT_PAGE_DEFAULT;
      const filters: SQL[] = [];
      if (query.action) filters.push(like(auditLog.action, startsWith(query.action)));
      if (query.actor) filters.push(eq(sql`lower(${auditLog.actorEmail})`, query.actor.toLowerCase()));
      if (cursor) filters.push(olderThanPosition(auditLog.occurredAt, auditLog.id, cursor));
      const rows = await deps.db
        .select({ row: auditLog, cursorAt: cursorTime(auditLog.occurredAt) })
        .from(auditLog)
        .where(and(...filters))
        .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
        .limit(limit + 1);
      const { page, nextCursor } = pageOf(rows, limit, (last) => ({
        createdAt: last.cursorAt,
        id: String(last.row.id),
      }));
      // Each actor's name (issue 31: staff read a person as name, then e-mail); the record keeps
      // the e-mail as it was, the name is today's.
      const actorIds = [...new Set(page.flatMap(({ row }) => (row.actorId ? [row.actorId] : [])))];
      const names = new Map(
        actorIds.length
          ? (
              await deps.db
                .select({ id: users.id, name: users.name })
                .from(users)
                .where(inArray(users.id, actorIds))
            ).map((user) => [user.id, user.name])
          : [],
      );
      const data: AuditListData = {
        entries: page.map(({ row }) => ({
          id: String(row.id),
          occurredAt: iso(row.occurredAt),
          actor: row.actorEmail,
          actorName: row.actorId ? (names.get(row.actorId) ?? null) : null,
          action: row.action,
          summary: row.summary,
          subjectType: row.subjectType,
          subjectId: row.subjectId,
          reason: row.reason,
          before: row.before,
          after: row.after,
        })),
        nextCursor,
      };
      return succeed(SECURITY_MESSAGES.audit, data);
    },
  );
}
