import type { Db } from '../../plugins/database';
import type { AccessTokens } from './accessTokens';
import { findSessionAccount, type SessionAccount } from './users';

export type Authentication =
  | { ok: true; account: SessionAccount; sessionId: string }
  /** `missing`: no bearer token was sent; `ended`: one was, and it no longer admits anyone. */
  | { ok: false; reason: 'missing' | 'ended' };

const BEARER = /^Bearer ([^\s]+)$/i;

/**
 * Who the bearer of an Authorization header is, for /auth/me and every guarded route:
 * a valid access token whose account exists, is verified, still has the token's
 * version (a password change raises it) and whose session is still live (logout, a
 * reused refresh token or a password reset revoke it). Read from the database on
 * every call, so an ended session is refused at once on every instance.
 */
export async function authenticate(
  db: Db,
  tokens: AccessTokens,
  authorization: string | undefined,
): Promise<Authentication> {
  const token = BEARER.exec(authorization ?? '')?.[1];
  if (!token) return { ok: false, reason: 'missing' };
  const claims = await tokens.verify(token);
  if (!claims) return { ok: false, reason: 'ended' };
  const account = await findSessionAccount(db, claims.userId, claims.sessionId);
  if (!account || !account.emailVerifiedAt || account.tokenVersion !== claims.tokenVersion) {
    return { ok: false, reason: 'ended' };
  }
  return { ok: true, account, sessionId: claims.sessionId };
}
