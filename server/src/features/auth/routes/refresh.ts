import { API_PATHS, ERROR_CODES, refreshBodySchema, type LoginData } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, parseBody, succeed } from '../../../plugins/http';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { MAX_REFRESH_TOKEN_LENGTH, familyOfToken, rotate } from '../refreshTokens';
import { enforce } from '../../../plugins/rate-limit';
import { publicUser } from '../users';
import { routeSchema } from '../../../plugins/openapi';
import { loginDataSchema } from '@portal/contracts';

const sessionExpired = () =>
  new ApiError(401, AUTH_MESSAGES.sessionExpired, { code: ERROR_CODES.invalidToken });

/**
 * A refresh token buys a new access token and a new refresh token, once (rotation; a reused token
 * ends its whole session), at most ten times a minute per session.
 */
export function registerRefreshRoute(api: FastifyInstance, ctx: AuthContext) {
  api.post(
    API_PATHS.refresh,
    {
      schema: routeSchema({
        summary: 'New tokens for a refresh token (the old one ends)',
        tag: 'auth',
        caller: 'public',
        body: refreshBodySchema,
        success: { status: 200, data: loginDataSchema },
        refusals: [401, 429],
      }),
    },
    async (request) => {
      const { refreshToken } = parseBody(refreshBodySchema, request.body);
      if (!refreshToken || refreshToken.length > MAX_REFRESH_TOKEN_LENGTH) throw sessionExpired();
      const now = ctx.now();
      // Throttled per session before anything is written; the refused token stays valid.
      const familyId = await familyOfToken(ctx.db, refreshToken);
      if (!familyId) throw sessionExpired();
      await enforce(ctx.db, [[ctx.limits.refreshPerSession, familyId]], now, AUTH_MESSAGES.tooManyRefreshes);
      const rotation = await rotate(ctx.db, refreshToken, now, request.headers['user-agent']);
      if (!rotation.ok) {
        if (rotation.reused) request.log.warn(rotation.reused, 'refresh token reused: session revoked');
        throw sessionExpired();
      }
      const data: LoginData = {
        user: publicUser(rotation.user),
        tokens: {
          accessToken: await ctx.tokens.issue(rotation.user, rotation.sessionId),
          refreshToken: rotation.token,
        },
      };
      return succeed(AUTH_MESSAGES.refreshed, data);
    },
  );
}
