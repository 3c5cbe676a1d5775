import { API_PATHS, emailBodySchema, normalizeEmail } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { succeed, validateBody } from '../../http';
import { enforce } from '../../rate-limit';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { validateAddress } from '../rules';
import { sendResetLink } from '../notify';
import { issueResetToken } from '../resetTokens';
import { findUserByEmail } from '../users';

/**
 * Forgot password (spec §7, D10): e-mails a reset link when the address has an
 * account, and answers the same either way (D11).
 */
export function registerForgotPasswordRoute(api: FastifyInstance, ctx: AuthContext) {
  api.post(API_PATHS.forgotPassword, async (request) => {
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
    const user = await findUserByEmail(ctx.db, email);
    if (user) {
      const token = await issueResetToken(ctx.db, user.id, now);
      await sendResetLink(ctx, request.log, user, token);
    }
    return succeed(AUTH_MESSAGES.forgotSent);
  });
}
