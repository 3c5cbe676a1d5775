import { API_PATHS, logoutBodySchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { parseBody, succeed } from '../../../plugins/http';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { MAX_REFRESH_TOKEN_LENGTH, revokeFamilyOf } from '../refreshTokens';
import { routeSchema } from '../../../plugins/openapi';

/**
 * Sign-out: the session of the refresh token ends. Always a success, since the
 * client has already forgotten the session whatever the server answers.
 */
export function registerLogoutRoute(api: FastifyInstance, ctx: AuthContext) {
  api.post(
    API_PATHS.logout,
    {
      schema: routeSchema({
        summary: 'Sign out (ends the session of the refresh token)',
        tag: 'auth',
        caller: 'public',
        body: logoutBodySchema,
        bodyOptional: true,
        success: { status: 200 },
        refusals: [],
      }),
    },
    async (request) => {
      const { refreshToken } = parseBody(logoutBodySchema, request.body ?? {});
      if (refreshToken && refreshToken.length <= MAX_REFRESH_TOKEN_LENGTH) {
        await revokeFamilyOf(ctx.db, refreshToken, ctx.now());
      }
      return succeed(AUTH_MESSAGES.signedOut);
    },
  );
}
