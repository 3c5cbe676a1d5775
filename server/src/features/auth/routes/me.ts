import { API_PATHS } from '@portal/contracts/api';
import type { MeData } from '@portal/contracts/apiSchemas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { FastifyInstance } from 'fastify';
import { ApiError, succeed } from '../../../plugins/http';
import { authenticate } from '../authenticate';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { publicUser } from '../users';
import { routeSchema } from '../../../plugins/openapi';
import { meDataSchema } from '@portal/contracts/apiSchemas';

/**
 * Who the bearer of the access token is, read from the database on every call,
 * so a changed approved flag shows at once, and an ended session or a reset password
 * ends old tokens.
 */
export function registerMeRoute(api: FastifyInstance, ctx: AuthContext) {
  api.get(
    API_PATHS.me,
    {
      schema: routeSchema({
        summary: 'The signed-in account',
        tag: 'auth',
        caller: 'signed-in',
        success: { status: 200, data: meDataSchema },
      }),
    },
    async (request) => {
      const bearer = await authenticate(ctx.db, ctx.tokens, request.headers.authorization);
      if (!bearer.ok) {
        const message =
          bearer.reason === 'missing' ? AUTH_MESSAGES.authRequired : AUTH_MESSAGES.sessionExpired;
        throw new ApiError(401, message, { code: ERROR_CODES.invalidToken });
      }
      const data: MeData = { user: publicUser(bearer.account) };
      return succeed(AUTH_MESSAGES.currentUser, data);
    },
  );
}
