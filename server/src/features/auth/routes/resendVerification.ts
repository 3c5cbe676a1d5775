import { API_PATHS } from '@portal/contracts/api';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { codeQueued, queueVerificationCode } from '../notify';
import { issueCode } from '../verificationCodes';
import { registerEmailRequestRoute } from './emailRequestRoute';

/**
 * A new verification code. The answer is the same whether the address has an
 * unverified account, a verified one or none (no account enumeration), and takes the
 * same time (like forgot-password); only an unverified account gets an e-mail.
 * Throttled per address whatever the case.
 */
export function registerResendVerificationRoute(api: FastifyInstance, ctx: AuthContext) {
  registerEmailRequestRoute(api, ctx, {
    path: API_PATHS.resendVerification,
    summary: 'Send a new verification code',
    limits: {
      perClient: ctx.limits.resendPerClient,
      cooldown: ctx.limits.resendCooldown,
      perAddress: ctx.limits.resendPerAddress,
    },
    tooMany: AUTH_MESSAGES.tooManyCodeRequests,
    answer: AUTH_MESSAGES.resent,
    send: async (user, now, log) => {
      // A verified account needs no code; it answers the same all the same.
      if (user.emailVerifiedAt) return;
      const code = await ctx.db.transaction(async (tx) => {
        const issued = await issueCode(tx, ctx.codeKey, user.id, now);
        await queueVerificationCode(ctx, tx, user, issued);
        return issued;
      });
      await codeQueued(ctx, log, user.email, code);
    },
  });
}
