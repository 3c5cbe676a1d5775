import { API_PATHS, emailBodySchema, normalizeEmail } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { succeed, validateBody } from '../../../plugins/http';
import { enforce } from '../../../plugins/rate-limit';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { validateAddress } from '../rules';
import { codeQueued, queueVerificationCode } from '../notify';
import { inSteadyTime } from '../steadyTime';
import { findUserByEmail } from '../users';
import { issueCode } from '../verificationCodes';
import { routeSchema } from '../../../plugins/openapi';

/**
 * A new verification code. The answer is the same whether the address has an
 * unverified account, a verified one or none (no account enumeration), and takes the
 * same time (like forgot-password); only an unverified account gets an e-mail.
 * Throttled per address whatever the case.
 */
export function registerResendVerificationRoute(api: FastifyInstance, ctx: AuthContext) {
  api.post(
    API_PATHS.resendVerification,
    {
      schema: routeSchema({
        summary: 'Send a new verification code',
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
          [ctx.limits.resendPerClient, request.ip],
          [ctx.limits.resendCooldown, email],
          [ctx.limits.resendPerAddress, email],
        ],
        now,
        AUTH_MESSAGES.tooManyCodeRequests,
      );
      await inSteadyTime(startedAt, async () => {
        const user = await findUserByEmail(ctx.db, email);
        if (!user || user.emailVerifiedAt) return;
        const code = await ctx.db.transaction(async (tx) => {
          const issued = await issueCode(tx, ctx.codeKey, user.id, now);
          await queueVerificationCode(ctx, tx, user, issued);
          return issued;
        });
        await codeQueued(ctx, request.log, user.email, code);
      });
      return succeed(AUTH_MESSAGES.resent);
    },
  );
}
