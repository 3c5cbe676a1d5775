import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '@portal/contracts';
import { REFRESH_TOKEN_TTL_MS } from './refreshTokens';

/**
 * D39: the refresh token travels in an httpOnly cookie, out of reach of the page's
 * scripts. It is sent only to the auth routes (refresh, logout) and only by the
 * portal's own pages (SameSite=Strict). @fastify/cookie is not installed, so the
 * header is written and read here; the grammar needed is tiny (one name, a
 * base64url value).
 */
export const REFRESH_COOKIE = 'vb_refresh';

/** The auth routes' prefix under the API base: refresh and logout both live there. */
export const REFRESH_COOKIE_PATH = `/api${API_PATHS.refresh.slice(0, API_PATHS.refresh.lastIndexOf('/'))}`;

export interface CookieOptions {
  /** Secure in production, where the portal is served over HTTPS. */
  secure: boolean;
}

const attributes = (maxAgeSeconds: number, { secure }: CookieOptions): string =>
  [
    `Path=${REFRESH_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');

/** The Set-Cookie value that hands a refresh token to the browser for its whole lifetime. */
export function serializeRefreshCookie(token: string, options: CookieOptions): string {
  return `${REFRESH_COOKIE}=${encodeURIComponent(token)}; ${attributes(REFRESH_TOKEN_TTL_MS / 1000, options)}`;
}

/** The Set-Cookie value that makes the browser forget the refresh token. */
export function serializeClearedCookie(options: CookieOptions): string {
  return `${REFRESH_COOKIE}=; ${attributes(0, options)}`;
}

/** The refresh token of a Cookie header, or null when it carries none. */
export function readRefreshCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== REFRESH_COOKIE) continue;
    try {
      const value = decodeURIComponent(pair.slice(at + 1).trim());
      return value || null;
    } catch {
      return null;
    }
  }
  return null;
}

export const refreshCookieOf = (request: FastifyRequest): string | null =>
  readRefreshCookie(request.headers.cookie);

export function setRefreshCookie(reply: FastifyReply, token: string, options: CookieOptions): void {
  reply.header('set-cookie', serializeRefreshCookie(token, options));
}

export function clearRefreshCookie(reply: FastifyReply, options: CookieOptions): void {
  reply.header('set-cookie', serializeClearedCookie(options));
}

/**
 * Whether a request comes from the portal's own pages: its Origin names the portal's
 * public origin. A request riding the cookie without that (another site, a script with
 * no Origin) is refused, on top of SameSite=Strict.
 */
export function fromPortalOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}
