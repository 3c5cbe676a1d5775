import {
  API_KEY_CODES,
  API_KEY_MESSAGES,
  API_KEY_PREFIX_LENGTH,
  API_KEY_SECRET_START,
  isApiKeySecret,
  type ApiKeyScope,
} from '@portal/contracts/apiKeys';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { mayDo, type BusinessAction } from '@portal/contracts/teams';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { preparedOncePerDatabase, tables, type Db, type UserRow } from '../../plugins/database';
import { ApiError } from '../../plugins/http';
import { routeScopeOf } from '../../plugins/openapi';
import { enforce, type RateLimit } from '../../plugins/rate-limit';

/** The key a request came with: what the audit names and the routes may show. */
export interface ApiKeyCaller {
  id: string;
  name: string;
  prefix: string;
  scopes: readonly ApiKeyScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key the request authenticated with (absent: a person's session). */
    apiKey?: ApiKeyCaller;
  }
}

/** Requests one key may make: a busy ERP's sync, not a loop that floods the database. */
export const API_KEY_DEFAULT_LIMIT: RateLimit = { bucket: 'api-key', limit: 600, windowMs: 60_000 };

/** last_used_at is written at most this often per key: a read stays a read. */
const LAST_USED_PRECISION_MS = 60_000;

const BEARER = /^Bearer ([^\s]+)$/i;

/** The credential of an `Authorization: Bearer vb_…` header; null for anything else. */
export function apiKeyCredential(authorization: string | undefined): string | null {
  const credential = BEARER.exec(authorization ?? '')?.[1];
  return credential && isApiKeySecret(credential) ? credential : null;
}

/**
 * The stored form of a secret. A fast hash is enough: the secret holds 256 random bits, so
 * nobody can guess it from its hash whatever the speed (a slow hash defends guessable
 * passwords), and checking a key on every request must cost microseconds, not 50 ms.
 */
export const hashApiKeySecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('base64url');

/** The part of the secret after `vb_` that names the row (shown in the list). */
export const apiKeyPrefixOf = (secret: string): string =>
  secret.slice(API_KEY_SECRET_START.length, API_KEY_SECRET_START.length + API_KEY_PREFIX_LENGTH);

const statementsFor = preparedOncePerDatabase((db: Db) => ({
  /** The live key by its prefix with the account that created it (the payments' maker). */
  byPrefix: db
    .select({ key: tables.apiKeys, creator: tables.users })
    .from(tables.apiKeys)
    .innerJoin(tables.users, eq(tables.users.id, tables.apiKeys.createdBy))
    .where(and(eq(tables.apiKeys.prefix, sql.placeholder('prefix')), isNull(tables.apiKeys.revokedAt)))
    .prepare('api_key_by_prefix'),
}));

/** A key on a route that no key may use: refused before the key is even looked up. */
export const keyNotAllowed = () =>
  new ApiError(403, API_KEY_MESSAGES.keyNotAllowed, { code: API_KEY_CODES.keyNotAllowed });

export interface ApiKeyAccessDeps {
  db: Db;
  now?: () => Date;
  apiKeyLimit?: RateLimit;
}

/**
 * Admits a request made with an API key to a customer route (issue 36, D45). The route's
 * schema names the scope it needs (routeSchema's `scope`); a route without one refuses every
 * key (403 KEY_NOT_ALLOWED), a key without the scope is refused (403 SCOPE_REQUIRED). The key
 * is read from the database on every request, so a revoke holds at once on every instance.
 * The key acts as the business as a maker: the account it carries is its creator's row with
 * the maker's role (so an approval route refuses it, and the approval policy holds for its
 * payments), its e-mail naming the key, which is what the audit records as the actor.
 */
export async function admitApiKey(
  deps: ApiKeyAccessDeps,
  request: FastifyRequest,
  credential: string,
  action: BusinessAction | undefined,
): Promise<void> {
  const scope = routeScopeOf(request.routeOptions.schema);
  if (!scope || (action && !mayDo('maker', action))) throw keyNotAllowed();

  const [found] = await statementsFor(deps.db).byPrefix.execute({ prefix: apiKeyPrefixOf(credential) });
  const presented = Buffer.from(hashApiKeySecret(credential));
  const stored = Buffer.from(found?.key.secretHash ?? hashApiKeySecret(''));
  // Constant time: the hash compared is the same length whether or not a row was found.
  const matches = presented.length === stored.length && timingSafeEqual(presented, stored);
  if (!found || !matches || found.creator.role !== 'user') {
    throw new ApiError(401, API_KEY_MESSAGES.invalidKey, { code: ERROR_CODES.invalidToken });
  }
  const { key, creator } = found;
  const scopes = key.scopes as ApiKeyScope[];
  if (!scopes.includes(scope)) {
    throw new ApiError(403, API_KEY_MESSAGES.scopeRequired(scope), { code: API_KEY_CODES.scopeRequired });
  }

  const now = deps.now?.() ?? new Date();
  // Per key, counted in the database so that every instance shares the budget.
  await enforce(
    deps.db,
    [[deps.apiKeyLimit ?? API_KEY_DEFAULT_LIMIT, key.id]],
    now,
    API_KEY_MESSAGES.throttled,
  );
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await deps.db.update(tables.apiKeys).set({ lastUsedAt: now }).where(eq(tables.apiKeys.id, key.id));
  }

  request.apiKey = { id: key.id, name: key.name, prefix: key.prefix, scopes };
  request.account = actingAccount(creator, key.businessId, key.name, key.prefix);
}

/**
 * The account a key acts as: its creator's row (the person answerable for it; the payments'
 * maker), in the key's business with the maker's role, named by the key in the audit.
 */
function actingAccount(creator: UserRow, businessId: string, name: string, prefix: string): UserRow {
  return {
    ...creator,
    businessId,
    businessRole: 'maker',
    email: `${creator.email} (API key "${name}", ${API_KEY_SECRET_START}${prefix})`,
  };
}

/** The key a request was made with, or null for a person's session. */
export const apiKeyCallerOf = (request: FastifyRequest): ApiKeyCaller | null => request.apiKey ?? null;
