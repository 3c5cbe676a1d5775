import { API_PATHS } from '@portal/contracts/api';
import { meDataSchema } from '@portal/contracts/apiSchemas';
import { areaForPath, firstReadsFor } from '@portal/contracts/areas';
import type { FirstScreen, FirstScreenRead } from '@portal/contracts/firstScreen';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../plugins/database';
import { AccessTokens, findUserById, liveSessionOfPage, pageCookieKey } from '../auth';

export interface FirstScreenDeps {
  /** The whole server: the first reads are asked of its own API routes. */
  app: FastifyInstance;
  db: Db;
  jwtSecret: string;
  now?: () => Date;
}

/** What the page answers for a navigation: the first screen, or null for the plain page. */
export type FirstScreenSource = (request: FastifyRequest, pathname: string) => Promise<FirstScreen | null>;

const API_BASE = '/api';

/**
 * Answers the first reads that the API's own routes would answer this caller, and only
 * those: a refusal is carried as it is (403 for a member without read rights, or an admin
 * without the second factor ADMIN_REQUIRE_2FA asks for), so the page sees what its own
 * call would have seen. What the server could not answer (5xx), an ended session (401) and
 * a throttle (429) are left out: the page then asks for itself.
 */
const KEPT = (status: number) => (status >= 200 && status < 300) || status === 403 || status === 404;

/**
 * D41: the signed-in user and the area's first reads for a page navigation that carries
 * a live page cookie (auth's pageCookie.ts). The reads go through the API's own routes, by
 * `inject`, with an access token issued here for the cookie's session: the same handlers,
 * the same authorisation (role, two-factor, business permissions), never a second
 * implementation. The token lives for this request only and never reaches the page.
 * Public pages (an area with no role) and pages no area owns get nothing.
 */
export function firstScreenSource(deps: FirstScreenDeps): FirstScreenSource {
  const now = deps.now ?? (() => new Date());
  const tokens = new AccessTokens(deps.jwtSecret, now);
  const key = pageCookieKey(deps.jwtSecret);

  const read = async (path: string, authorization: string): Promise<FirstScreenRead | null> => {
    const answer = await deps.app.inject({
      method: 'GET',
      url: `${API_BASE}${path}`,
      headers: { authorization, accept: 'application/json' },
    });
    if (!KEPT(answer.statusCode)) return null;
    try {
      return { status: answer.statusCode, body: answer.json<unknown>() };
    } catch {
      return null;
    }
  };

  return async (request, pathname) => {
    if (request.method !== 'GET') return null;
    const area = areaForPath(pathname);
    if (!area?.role) return null;
    const session = await liveSessionOfPage(deps.db, key, request.headers.cookie, now());
    if (!session) return null;
    const account = await findUserById(deps.db, session.userId);
    if (!account) return null;
    const authorization = `Bearer ${await tokens.issue(account, session.sessionId)}`;
    // Who the page is for, as /auth/me answers: an unverified account, a changed password
    // (token version) or a session ended meanwhile is refused there, and so gets the plain page.
    const me = await read(API_PATHS.me, authorization);
    const parsed = me?.status === 200 ? meDataSchema.safeParse((me.body as { data?: unknown }).data) : null;
    if (!parsed?.success) return null;
    const user = parsed.data.user;
    const paths = firstReadsFor(pathname, user);
    const answers = await Promise.all(paths.map((path) => read(path, authorization)));
    const reads: FirstScreen['reads'] = {};
    paths.forEach((path, index) => {
      const answer = answers[index];
      if (answer) reads[path] = answer;
    });
    return { user, reads };
  };
}
