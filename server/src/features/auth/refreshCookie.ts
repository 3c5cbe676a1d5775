import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import { API_PATHS } from '@portal/contracts/api';
import { REFRESH_TOKEN_TTL_MS } from './refreshTokens';

/**
 * D39: the refresh token travels in an httpOnly cookie, out of reach of the page's
 * scripts. It is sent only to the auth routes (refresh, logout) and only by the
 * portal's own pages (SameSite=Strict). The header is written and read with `cookie`
 * (jshttp's, the one @fastify/cookie wraps): one cookie on two routes needs its
 * grammar, not a plugin that would parse every request's cookies.
 */
export const REFRESH_COOKIE = 'vb_refresh';

/** The auth routes' prefix under the API base: refresh and logout both live there. */
export const REFRESH_COOKIE_PATH = `/api${API_PATHS.refresh.slice(0, API_PATHS.refresh.lastIndexOf('/'))}`;

export interface CookieOptions {
  /** Secure in production, where the portal is served over HTTPS. */
  secure: boolean;
}

const withAttributes = (value: string, maxAgeSeconds: number, { secure }: CookieOptions): string =>
  stringifySetCookie(REFRESH_COOKIE, value, {
    path: REFRESH_COOKIE_PATH,
    maxAge: maxAgeSeconds,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });

/** The Set-Cookie value that hands a refresh token to the browser for its whole lifetime. */
export function serializeRefreshCookie(token: string, options: CookieOptions): string {
  return withAttributes(token, REFRESH_TOKEN_TTL_MS / 1000, options);
}

/** The Set-Cookie value that makes the browser forget the refresh token. */
export function serializeClearedCookie(options: CookieOptions): string {
  return withAttributes('', 0, options);
}

/** The refresh token of a Cookie header, or null when it carries none (or a malformed one). */
export function readRefreshCookie(header: string | undefined): string | null {
  if (!header) return null;
  const value = parseCookie(header)[REFRESH_COOKIE];
  // A value that does not decode is left encoded by the parser: no token of ours has a '%'.
  if (!value || value.includes('%')) return null;
  return value;
}

export const refreshCookieOf = (request: FastifyRequest): string | null =>
  readRefreshCookie(request.headers.cookie);

export function setRefreshCookie(reply: FastifyReply, token: string, options: CookieOptions): void {
  reply.header('set-cookie', serializeRefreshCookie(token, options));
}

export function clearRefreshCookie(reply: FastifyReply, options: CookieOptions): void {
  reply.header('set-cookie', serializeClearedCookie(options));
}

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * Whether a request comes from the portal's own pages: its Origin names the portal's
 * public origin (PUBLIC_URL). A request riding the cookie without that (another site, a
 * script with no Origin) is refused, on top of SameSite=Strict. Outside production the
 * developer's own machine counts too, at any loopback address and port: `npm start`
 * answers on 127.0.0.1 and on localhost, `npm run dev` serves the pages from another
 * port than the API, and no other machine reaches either.
 */
export function fromPortalOrigin(
  request: FastifyRequest,
  settings: { publicUrl: string; production: boolean },
): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    const from = new URL(origin);
    if (from.origin === new URL(settings.publicUrl).origin) return true;
    return !settings.production && from.protocol === 'http:' && LOOPBACK_HOSTS.test(from.hostname);
  } catch {
    return false;
  }
}
