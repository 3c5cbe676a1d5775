import type { FastifyBaseLogger } from 'fastify';
import { resetEmail, verificationEmail } from '../mail';
import type { UserRow } from '../database';
import type { AuthContext } from './context';
import { RESET_TOKEN_TTL_MINUTES } from './resetTokens';
import { CODE_TTL_MINUTES } from './verificationCodes';

/**
 * D14: the code and the link go out by e-mail; outside production they are also
 * printed, so that a newcomer without an SMTP server can follow the flow. In
 * production codes and links are never logged.
 */
export async function sendVerificationCode(
  ctx: AuthContext,
  log: FastifyBaseLogger,
  user: Pick<UserRow, 'email' | 'name'>,
  code: string,
) {
  await ctx.mailer.dispatch(verificationEmail(user.email, user.name, code, CODE_TTL_MINUTES));
  if (!ctx.settings.production) log.info(`Verification code for ${user.email}: ${code}`);
}

export function resetLinkFor(ctx: AuthContext, token: string): string {
  return `${ctx.settings.publicUrl}/reset-password?token=${token}`;
}

export async function sendResetLink(
  ctx: AuthContext,
  log: FastifyBaseLogger,
  user: Pick<UserRow, 'email' | 'name'>,
  token: string,
) {
  const link = resetLinkFor(ctx, token);
  await ctx.mailer.dispatch(resetEmail(user.email, user.name, link, RESET_TOKEN_TTL_MINUTES));
  if (!ctx.settings.production) log.info(`Password reset link for ${user.email}: ${link}`);
}
