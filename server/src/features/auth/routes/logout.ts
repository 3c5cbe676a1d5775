import { API_PATHS } from '@portal/contracts/api';
import { logoutBodySchema } from '@portal/contracts/requestBodies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { succeed } from '../../../plugins/http';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { MAX_REFRESH_TOKEN_LENGTH, revokeFamilyOf } from '../refreshTokens';
import { clearPageCookie } from '../pageCookie';
import { clearRefreshCookie, fromPortalOrigin, refreshCookieOf } from '../refreshCookie';
import { routeSchema } from '../../../plugins/openapi';

/**
 * Sign-out: the session of the refresh token (the body's, else the cookie's) ends and the
 * cookie is cleared. Always a success, since the client has already forgotten the session
 * whatever the server answers. The cookie's session ends only at the portal's own pages'
 * request (Origin), so another site cannot sign anyone out.
 */
export function registerLogoutRoute(server: FastifyInstance, ctx: AuthContext) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  api.post(
    API_PATHS.logout,
    {
      schema: routeSchema({
        summary: 'Sign out (ends the session of the refresh cookie or body token, clears the cookie)',
        tag: 'auth',
        caller: 'public',
        body: logoutBodySchema,
        bodyOptional: 'absent',
        success: { status: 200 },
        refusals: [],
      }),
    },
    async (request, reply) => {
      const fromBody = request.body?.refreshToken;
      const fromCookie = fromPortalOrigin(request, ctx.settings) ? refreshCookieOf(request) : null;
      const refreshToken = fromBody ?? fromCookie;
      if (refreshToken && refreshToken.length <= MAX_REFRESH_TOKEN_LENGTH) {
        await revokeFamilyOf(ctx.db, refreshToken, ctx.now());
      }
      clearRefreshCookie(reply, { secure: ctx.settings.production });
      clearPageCookie(reply, { secure: ctx.settings.production });
      return succeed(AUTH_MESSAGES.signedOut);
    },
  );
}
