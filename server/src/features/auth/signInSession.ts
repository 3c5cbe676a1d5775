import type { LoginData } from '@portal/contracts/apiSchemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../plugins/database';
import { auditSignIn, type SignInMethod } from './authAudit';
import type { AuthContext } from './context';
import { setPageCookie } from './pageCookie';
import { setRefreshCookie } from './refreshCookie';
import { startSession } from './refreshTokens';
import { publicUser } from './users';

/**
 * The end of every sign-in, after the password (and, when enrolled, the second
 * factor) was right: a new session, its tokens, and the audit entry. The refresh
 * token goes into the httpOnly cookie only (D39): the answer's body, which the page's
 * scripts read, carries the access token alone.
 */
export async function completeSignIn(
  ctx: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  method: SignInMethod,
): Promise<LoginData> {
  const now = ctx.now();
  const session = await startSession(ctx.db, user.id, now, request.headers['user-agent']);
  await auditSignIn(ctx.db, user, { client: request.ip, method, sessionId: session.sessionId });
  request.log.info({ userId: user.id, role: user.role, method }, 'signed in');
  setRefreshCookie(reply, session.token, { secure: ctx.settings.production });
  setPageCookie(reply, ctx.pageKey, session.sessionId, { secure: ctx.settings.production });
  return {
    user: publicUser(user),
    tokens: { accessToken: await ctx.tokens.issue(user, session.sessionId) },
  };
}
