import { AUTH_AUDIT_ACTIONS } from '@portal/contracts/security';
import { recordAudit } from '../../plugins/audit';
import type { Db, UserRow } from '../../plugins/database';
import { remember, remembers } from '../../plugins/rate-limit';
import type { AuthContext } from './context';

/**
 * Sign-in events in the audit record (issue 12, item 12), beside the admin's
 * decisions. Never a password, a code or a token; an address with no account is
 * written masked, so a typo or a guess creates no data about a real person.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

const account = (user: Pick<UserRow, 'id' | 'email'>) => ({ id: user.id, email: user.email });

export type SignInMethod = 'password' | 'authenticator' | 'recovery-code';

export function auditSignIn(
  db: Db,
  user: UserRow,
  details: { client: string; method: SignInMethod; sessionId: string },
): Promise<void> {
  return recordAudit(db, {
    actor: account(user),
    action: AUTH_AUDIT_ACTIONS.signIn,
    subjectType: 'account',
    subjectId: user.id,
    subjectUserId: user.role === 'user' ? user.id : null,
    after: { client: details.client, method: details.method, sessionId: details.sessionId },
    summary: `${user.email} signed in`,
  });
}

export function auditSignInFailure(
  db: Db,
  user: UserRow | undefined,
  details: { email: string; client: string; reason: 'password' | 'two-factor code' },
): Promise<void> {
  const who = user ? user.email : maskEmail(details.email);
  return recordAudit(db, {
    actor: null,
    action: AUTH_AUDIT_ACTIONS.signInFailed,
    subjectType: 'account',
    subjectId: user?.id ?? 'unknown',
    subjectUserId: user?.role === 'user' ? user.id : null,
    after: { email: who, client: details.client },
    reason: `wrong ${details.reason}`,
    summary: `Failed sign-in for ${who}`,
  });
}

/**
 * A refused attempt over a sign-in limit. Written once per address and client while
 * the lock lasts: an attacker hammering a locked account must not fill the record.
 */
export async function auditLockOut(
  ctx: AuthContext,
  details: { email: string; client: string; known: UserRow | undefined },
  now: Date,
): Promise<void> {
  const subject = `${details.email}\u0000${details.client}`;
  if (await remembers(ctx.db, ctx.limits.lockOutRecorded, subject, now)) return;
  await remember(ctx.db, ctx.limits.lockOutRecorded, subject, now);
  const who = details.known ? details.known.email : maskEmail(details.email);
  await recordAudit(ctx.db, {
    actor: null,
    action: AUTH_AUDIT_ACTIONS.lockedOut,
    subjectType: 'account',
    subjectId: details.known?.id ?? 'unknown',
    subjectUserId: details.known?.role === 'user' ? details.known.id : null,
    after: { email: who, client: details.client },
    summary: `Sign-in locked for ${who} from ${details.client}`,
  });
}
