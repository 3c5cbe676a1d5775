import { createHmac } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';
import type { CookieOptions } from './refreshCookie';
import { REFRESH_TOKEN_TTL_MS } from './refreshTokens';
import { deriveKey, sameDigest } from './secrets';

const { refreshTokens } = tables;

/**
 * D41: the cookie a page navigation carries so that the server can answer it with the
 * signed-in user's first screen. The refresh cookie stays on the auth routes (D39): it
 * mints tokens and rotates, so it is not sent with every page, file and API call. This
 * one names the session (its id, signed with a key derived from JWT_SECRET) and
 * admits nothing but a page answer: the API takes bearer tokens only. It never rotates,
 * so reading it on a GET changes nothing; the session it names must still be live
 * (neither signed out, nor replayed, nor expired) each time it is read.
 */
export const PAGE_COOKIE = 'vb_page';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const pageCookieKey = (jwtSecret: string): string => deriveKey(jwtSecret, 'page-session-cookie');

const signatureOf = (key: string, sessionId: string): string =>
  createHmac('sha256', key).update(sessionId).digest('base64url');

const withAttributes = (value: string, maxAgeSeconds: number, { secure }: CookieOptions): string =>
  stringifySetCookie(PAGE_COOKIE, value, {
    path: '/',
    maxAge: maxAgeSeconds,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });

/** The Set-Cookie value naming `sessionId` for page answers, as long as a refresh token lives. */
export function serializePageCookie(key: string, sessionId: string, options: CookieOptions): string {
  return withAttributes(`${sessionId}.${signatureOf(key, sessionId)}`, REFRESH_TOKEN_TTL_MS / 1000, options);
}

export function serializeClearedPageCookie(options: CookieOptions): string {
  return withAttributes('', 0, options);
}

/** Adds the page cookie to the answer (beside the refresh cookie, which is set first). */
export function setPageCookie(reply: FastifyReply, key: string, sessionId: string, options: CookieOptions) {
  reply.header('set-cookie', serializePageCookie(key, sessionId, options));
}

export function clearPageCookie(reply: FastifyReply, options: CookieOptions) {
  reply.header('set-cookie', serializeClearedPageCookie(options));
}

/** The session id a Cookie header's page cookie names, if its signature is ours. */
export function sessionOfPageCookie(key: string, header: string | undefined): string | null {
  if (!header) return null;
  const value = parseCookie(header)[PAGE_COOKIE];
  if (!value || value.length > 200) return null;
  const [sessionId, signature, ...rest] = value.split('.');
  if (!sessionId || !signature || rest.length > 0 || !SESSION_ID.test(sessionId)) return null;
  return sameDigest(signature, signatureOf(key, sessionId)) ? sessionId : null;
}

/**
 * The account whose session a page cookie names, while that session is live: it has a
 * refresh token neither traded, revoked nor expired (the one the refresh cookie holds).
 * A sign-out, a replayed refresh token and a password reset revoke the whole session.
 */
export async function liveSessionOfPage(
  db: Db,
  key: string,
  header: string | undefined,
  now: Date,
): Promise<{ userId: string; sessionId: string } | null> {
  const sessionId = sessionOfPageCookie(key, header);
  if (!sessionId) return null;
  const [row] = await db
    .select({ userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.rotatedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ? { userId: row.userId, sessionId } : null;
}
