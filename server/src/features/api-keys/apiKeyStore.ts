import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  API_KEY_PREFIX_LENGTH,
  API_KEY_SECRET_START,
  type ApiKey,
  type ApiKeyBody,
  type ApiKeyScope,
} from '@portal/contracts/apiKeys';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { type Db, type ApiKeyRow } from '../../plugins/database';
import { tables } from '../../plugins/database';
import { ApiError } from '../../plugins/http';
import { hashApiKeySecret } from '../access';

const { apiKeys, users } = tables;

/** A new secret: `vb_`, a random prefix that names the row, then 256 random bits (base64url). */
function newSecret(): { secret: string; prefix: string } {
  const prefix = randomBytes(API_KEY_PREFIX_LENGTH / 2).toString('hex');
  return { secret: `${API_KEY_SECRET_START}${prefix}${randomBytes(32).toString('base64url')}`, prefix };
}

/** A key as the Developers page shows it: never its hash. */
export function toApiKey(row: ApiKeyRow, createdBy: string): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: `${API_KEY_SECRET_START}${row.prefix}`,
    scopes: row.scopes as ApiKeyScope[],
    createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The business's keys, newest first, the revoked ones too (their use stays on record). */
export async function listApiKeys(db: Db, businessId: string): Promise<ApiKey[]> {
  const rows = await db
    .select({ key: apiKeys, createdBy: users.name })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.businessId, businessId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => toApiKey(row.key, row.createdBy));
}

/**
 * Creates a key in the caller's transaction and answers it with its secret, the only time the
 * secret exists outside the caller's hands (only its SHA-256 is stored).
 */
export async function insertApiKey(
  tx: Db,
  businessId: string,
  creator: { id: string },
  body: ApiKeyBody,
  now: Date,
): Promise<{ row: ApiKeyRow; secret: string }> {
  const [active] = await tx
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.businessId, businessId), isNull(apiKeys.revokedAt)));
  if ((active?.n ?? 0) >= API_KEY_LIMITS.activeMax) {
    throw new ApiError(409, API_KEY_MESSAGES.tooMany, { code: ERROR_CODES.conflict });
  }
  const { secret, prefix } = newSecret();
  const [row] = await tx
    .insert(apiKeys)
    .values({
      businessId,
      name: body.name,
      prefix,
      secretHash: hashApiKeySecret(secret),
      scopes: [...new Set(body.scopes)],
      createdBy: creator.id,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('the key was not inserted');
  return { row, secret };
}

/** Revokes the business's key (again: no change); undefined when the business has no such key. */
export async function revokeApiKey(
  tx: Db,
  businessId: string,
  id: string,
  by: string,
  now: Date,
): Promise<{ row: ApiKeyRow; revokedNow: boolean } | undefined> {
  const [revoked] = await tx
    .update(apiKeys)
    .set({ revokedAt: now, revokedBy: by })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.businessId, businessId), isNull(apiKeys.revokedAt)))
    .returning();
  if (revoked) return { row: revoked, revokedNow: true };
  const [earlier] = await tx
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.businessId, businessId)));
  return earlier ? { row: earlier, revokedNow: false } : undefined;
}

/** The name of the member who created a key. */
export async function creatorName(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? '';
}
