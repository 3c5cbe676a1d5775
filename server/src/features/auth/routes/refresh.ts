import { API_PATHS } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { refreshBodySchema } from '@portal/contracts/requestBodies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, succeed } from '../../../plugins/http';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { MAX_REFRESH_TOKEN_LENGTH, familyOfToken, rotate } from '../refreshTokens';
import { setPageCookie } from '../pageCookie';
import { fromPortalOrigin, refreshCookieOf, setRefreshCookie } from '../refreshCookie';
import { enforce } from '../../../plugins/rate-limit';
import { publicUser } from '../users';
import { routeSchema } from '../../../plugins/openapi';
import { loginDataSchema } from '@portal/contracts/apiSchemas';

const sessionExpired = () =>
  new ApiError(401, AUTH_MESSAGES.sessionExpired, { code: ERROR_CODES.invalidToken });

/**
 * A refresh token buys a new access token and a new refresh token, once (rotation; a reused token
 * ends its whole session), at most ten times a minute per session.
 *
 * Browsers send it in the httpOnly cookie (D39) with no body: only from the portal's own
 * pages (Origin), and the rotated token goes back into the cookie. API clients without a
 * cookie jar may still send `{refreshToken}` in the body and get the rotated one in the
 * body: a token in a body cannot be sent by another site, so no Origin is asked for.
 */
export function registerRefreshRoute(server: FastifyInstance, ctx: AuthContext) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  api.post(
    API_PATHS.refresh,
    {
      schema: routeSchema({
        summary: 'New tokens for the refresh cookie (or a body refresh token); the old one ends',
        tag: 'auth',
        caller: 'public',
        body: refreshBodySchema,
        bodyOptional: 'absent',
        success: { status: 200, data: loginDataSchema },
        refusals: [401, 403, 429],
      }),
    },
    async (request, reply) => {
      // A left-out body (or a JSON null) means the cookie; Fastify checked a body that was sent.
      const { body } = request;
      const byBody = body !== undefined;
      const refreshToken = byBody ? body.refreshToken : refreshCookieOf(request);
      if (!byBody && refreshToken && !fromPortalOrigin(request, ctx.settings)) {
        throw new ApiError(403, AUTH_MESSAGES.originRefused, { code: ERROR_CODES.originRefused });
      }
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
      const accessToken = await ctx.tokens.issue(rotation.user, rotation.sessionId);
      if (!byBody) {
        const cookie = { secure: ctx.settings.production };
        setRefreshCookie(reply, rotation.token, cookie);
        // Sessions from before D41 get their page cookie here, at their next refresh.
        setPageCookie(reply, ctx.pageKey, rotation.sessionId, cookie);
      }
      const data: LoginData = {
        user: publicUser(rotation.user),
        tokens: byBody ? { accessToken, refreshToken: rotation.token } : { accessToken },
      };
      return succeed(AUTH_MESSAGES.refreshed, data);
    },
  );
}
