import { API_PATHS } from '@portal/contracts/api';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../context';
import { AUTH_MESSAGES } from '../messages';
import { queueResetLink, resetLinkQueued } from '../notify';
import { issueResetToken } from '../resetTokens';
import { registerEmailRequestRoute } from './emailRequestRoute';

/**
 * Forgot password: e-mails a reset link when the address has an account, and
 * answers the same either way (no account enumeration), in the same time too: the link
 * and its e-mail are written in one transaction, the outbox sends it, and the answer
 * waits for a fixed floor that covers that work.
 */
export function registerForgotPasswordRoute(api: FastifyInstance, ctx: AuthContext) {
  registerEmailRequestRoute(api, ctx, {
    path: API_PATHS.forgotPassword,
    summary: 'E-mail a password reset link',
    limits: {
      perClient: ctx.limits.forgotPerClient,
      cooldown: ctx.limits.forgotCooldown,
      perAddress: ctx.limits.forgotPerAddress,
    },
    tooMany: AUTH_MESSAGES.tooManyResetRequests,
    answer: AUTH_MESSAGES.forgotSent,
    send: async (user, now, log) => {
      const link = await ctx.db.transaction(async (tx) =>
        queueResetLink(ctx, tx, user, await issueResetToken(tx, user.id, now)),
      );
      await resetLinkQueued(ctx, log, user.email, link);
    },
  });
}
