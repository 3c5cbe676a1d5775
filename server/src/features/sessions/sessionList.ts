import type { SessionInfo } from '@portal/contracts/securitySchemas';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';

const { refreshTokens } = tables;

/**
 * An account's live sessions, one per refresh-token family: started at its first
 * token, last used at its newest (each refresh adds one), the browser of the newest.
 */
export async function liveSessions(
  db: Db,
  userId: string,
  currentId: string,
  now: Date,
): Promise<SessionInfo[]> {
  const rows = await db
    .select({
      id: refreshTokens.familyId,
      createdAt: sql<string>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastUsedAt: sql<string>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      userAgent: sql<
        string | null
      >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.familyExpiresAt, now),
      ),
    )
    .groupBy(refreshTokens.familyId)
    .having(sql`max(${refreshTokens.expiresAt}) > ${now.toISOString()}::timestamptz`)
    .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: new Date(row.lastUsedAt).toISOString(),
    current: row.id === currentId,
    userAgent: row.userAgent ?? null,
  }));
}

/** Ends every session of the account but one (a password change). */
export async function revokeOtherSessions(tx: Db, userId: string, keepId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        ne(refreshTokens.familyId, keepId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
