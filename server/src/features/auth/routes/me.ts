import { API_PATHS, ERROR_CODES, type MeData } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, succeed } from '../../http';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { findUserById, publicUser } from '../users';

const refused = (message: string) => new ApiError(401, message, { code: ERROR_CODES.invalidToken });

/**
 * D8: who the bearer of the access token is, read from the database on every call,
 * so a changed approved flag shows at once and a reset password ends old tokens.
 */
export function registerMeRoute(api: FastifyInstance, ctx: AuthContext) {
  api.get(API_PATHS.me, async (request) => {
    const match = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw refused(AUTH_MESSAGES.authRequired);
    const claims = await ctx.tokens.verify(match[1]);
    if (!claims) throw refused(AUTH_MESSAGES.sessionExpired);
    const user = await findUserById(ctx.db, claims.userId);
    if (!user || !user.emailVerifiedAt || user.tokenVersion !== claims.tokenVersion) {
      throw refused(AUTH_MESSAGES.sessionExpired);
    }
    const data: MeData = { user: publicUser(user) };
    return succeed(AUTH_MESSAGES.currentUser, data);
  });
}
