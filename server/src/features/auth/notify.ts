import type { FastifyBaseLogger } from 'fastify';
import type { Db, UserRow } from '../../plugins/database';
import { developerNotice } from '../../plugins/logging';
import { resetEmail, verificationEmail } from '../../plugins/mail';
import type { AuthContext } from './context';
import { RESET_TOKEN_TTL_MINUTES } from './resetTokens';
import { CODE_TTL_MINUTES } from './verificationCodes';

type Recipient = Pick<UserRow, 'email' | 'name'>;

/**
 * The verification e-mail, written into the outbox with `tx`, the transaction that issued the code:
 * the code and its e-mail exist together or not at all (mail goes through the database outbox,
 * written in the same transaction as the change). Send it with `codeQueued` once that transaction
 * has committed.
 */
export async function queueVerificationCode(ctx: AuthContext, tx: Db, user: Recipient, code: string) {
  await ctx.mailer.enqueue(tx, verificationEmail(user.email, user.name, code, CODE_TTL_MINUTES));
}

export function resetLinkFor(ctx: AuthContext, token: string): string {
  return `${ctx.settings.publicUrl}/reset-password?token=${token}`;
}

/** The reset e-mail, like queueVerificationCode; resolves to the link it carries. */
export async function queueResetLink(ctx: AuthContext, tx: Db, user: Recipient, token: string) {
  const link = resetLinkFor(ctx, token);
  await ctx.mailer.enqueue(tx, resetEmail(user.email, user.name, link, RESET_TOKEN_TTL_MINUTES));
  return link;
}

/**
 * After the transaction that queued a code or link has committed: the outbox sends it (in the
 * background in production, so no request waits on the mail server). Without SMTP, mail is written
 * to the outbox folder, and outside production the code or link is also printed, so that a newcomer
 * without an SMTP server can follow the flow; in production they are never logged.
 */
export async function codeQueued(ctx: AuthContext, log: FastifyBaseLogger, email: string, code: string) {
  await ctx.mailer.afterCommit();
  if (!ctx.settings.production) log.info(developerNotice(), `Verification code for ${email}: ${code}`);
}

export async function resetLinkQueued(ctx: AuthContext, log: FastifyBaseLogger, email: string, link: string) {
  await ctx.mailer.afterCommit();
  if (!ctx.settings.production) log.info(developerNotice(), `Password reset link for ${email}: ${link}`);
}
