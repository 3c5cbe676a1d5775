import { API_PATHS } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { resetPasswordBodySchema } from '@portal/contracts/requestBodies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, succeed } from '../../../plugins/http';
import { enforce } from '../../../plugins/rate-limit';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { hashPassword } from '../passwords';
import { isResetTokenUsable, useResetToken } from '../resetTokens';
import { validateAccountPassword, validateResetToken } from '../rules';
import { sha256 } from '../secrets';
import { routeSchema } from '../../../plugins/openapi';

const linkInvalid = () =>
  new ApiError(400, AUTH_MESSAGES.resetLinkInvalid, {
    code: ERROR_CODES.invalidToken,
    errors: { token: [AUTH_MESSAGES.resetLinkInvalid] },
  });

/**
 * Completes a password reset from the e-mailed link: new password by the sign-up rules (not a
 * common one); the link works once.
 */
export function registerResetPasswordRoute(server: FastifyInstance, ctx: AuthContext) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  api.post(
    API_PATHS.resetPassword,
    {
      schema: routeSchema({
        summary: 'Set a new password with a reset link token',
        tag: 'auth',
        caller: 'public',
        body: resetPasswordBodySchema,
        bodyRules: {
          token: validateResetToken,
          password: validateAccountPassword,
        },
        success: { status: 200 },
        refusals: [429],
      }),
    },
    async (request) => {
      const body = request.body;
      const now = ctx.now();
      await enforce(
        ctx.db,
        [
          [ctx.limits.resetPerClient, request.ip],
          [ctx.limits.resetPerLink, sha256(body.token)],
        ],
        now,
        AUTH_MESSAGES.tooManyResets,
      );
      if (!(await isResetTokenUsable(ctx.db, body.token, now))) throw linkInvalid();
      const passwordHash = await hashPassword(body.password);
      if (!(await useResetToken(ctx.db, body.token, passwordHash, now))) throw linkInvalid();
      request.log.info('password reset');
      return succeed(AUTH_MESSAGES.resetDone);
    },
  );
}
