import { API_PATHS, emailBodySchema, normalizeEmail } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { succeed, validateBody } from '../../../plugins/http';
import { enforce } from '../../../plugins/rate-limit';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { validateAddress } from '../rules';
import { queueResetLink, resetLinkQueued } from '../notify';
import { issueResetToken } from '../resetTokens';
import { inSteadyTime } from '../steadyTime';
import { findUserByEmail } from '../users';
import { routeSchema } from '../../../plugins/openapi';

/**
 * Forgot password: e-mails a reset link when the address has an account, and
 * answers the same either way (no account enumeration), in the same time too: the link
 * and its e-mail are written in one transaction, the outbox sends it, and the answer
 * waits for a fixed floor that covers that work.
 */
export function registerForgotPasswordRoute(api: FastifyInstance, ctx: AuthContext) {
  api.post(
    API_PATHS.forgotPassword,
    {
      schema: routeSchema({
        summary: 'E-mail a password reset link',
        tag: 'auth',
        caller: 'public',
        body: emailBodySchema,
        success: { status: 200 },
        refusals: [429],
      }),
    },
    async (request) => {
      const startedAt = performance.now();
      const body = validateBody(emailBodySchema, request.body, { email: validateAddress });
      const email = normalizeEmail(body.email);
      const now = ctx.now();
      await enforce(
        ctx.db,
        [
          [ctx.limits.forgotPerClient, request.ip],
          [ctx.limits.forgotCooldown, email],
          [ctx.limits.forgotPerAddress, email],
        ],
        now,
        AUTH_MESSAGES.tooManyResetRequests,
      );
      await inSteadyTime(startedAt, async () => {
        const user = await findUserByEmail(ctx.db, email);
        if (!user) return;
        const link = await ctx.db.transaction(async (tx) =>
          queueResetLink(ctx, tx, user, await issueResetToken(tx, user.id, now)),
        );
        await resetLinkQueued(ctx, request.log, user.email, link);
      });
      return succeed(AUTH_MESSAGES.forgotSent);
    },
  );
}
