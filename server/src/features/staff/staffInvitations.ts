import {
  ERROR_CODES,
  STAFF_LIMITS,
  STAFF_MESSAGES,
  type StaffInvitation,
  type StaffInvitationBody,
  type StepUpMethod,
} from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables, type Db, type UserRow } from '../../plugins/database';
import { ApiError } from '../../plugins/http';
import type { Mailer } from '../../plugins/mail';
import { hashPassword } from '../auth';
import { invitationTokenHash, newInvitationLink, usableInvitation } from '../invitations';
import { stepUpNote } from '../two-factor';
import { staffInvitationEmail } from './staffEmails';

const { users, staffInvitations } = tables;

export interface StaffInvitationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

type Actor = Pick<UserRow, 'id' | 'email' | 'name'>;

const LIFETIME_MS = STAFF_LIMITS.invitationHours * 60 * 60 * 1000;
const LINK_MESSAGES = {
  invalid: STAFF_MESSAGES.invitationInvalid,
  expired: STAFF_MESSAGES.invitationExpired,
};
const conflict = (message: string) =>
  new ApiError(409, message, { code: ERROR_CODES.conflict, errors: { email: [message] } });

/**
 * Invites `email` to the staff as `role` (superadmins only): one transaction with its audit row
 * and its e-mail in the outbox; an address with an account or a waiting invitation is refused.
 */
export async function inviteStaff(
  deps: StaffInvitationDeps,
  actor: Actor,
  body: StaffInvitationBody,
  stepUp: StepUpMethod,
): Promise<StaffInvitation> {
  const now = deps.now();
  const { token, tokenHash, expiresAt } = newInvitationLink(now, LIFETIME_MS);
  const row = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (existing) throw conflict(STAFF_MESSAGES.alreadyAccount);
    const [inserted] = await tx
      .insert(staffInvitations)
      .values({
        email: body.email,
        role: body.role,
        tokenHash,
        invitedBy: actor.id,
        createdAt: now,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw conflict(STAFF_MESSAGES.alreadyInvited);
    await recordAudit(tx, {
      actor,
      action: 'staff.invite',
      subjectType: 'staff_invitation',
      subjectId: inserted.id,
      after: { email: body.email, role: body.role, expiresAt: expiresAt.toISOString() },
      summary: `${actor.name} invited ${body.email} to the staff as ${body.role}${stepUpNote(stepUp)}`,
    });
    await deps.mailer.enqueue(
      tx,
      staffInvitationEmail(
        body.email,
        { inviterName: actor.name, role: body.role, expiresAt },
        token,
        deps.publicUrl,
      ),
    );
    return inserted;
  });
  await deps.mailer.afterCommit();
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: actor.name,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The invitation a link names, still usable (404 unknown, used or withdrawn; 410 expired). */
async function invitationOfToken(db: Db, token: string, now: Date, lock: boolean) {
  const query = db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, invitationTokenHash(token)));
  const [row] = lock ? await query.for('update') : await query;
  return usableInvitation(row, now, LINK_MESSAGES);
}

export async function previewStaffInvitation(deps: StaffInvitationDeps, token: string) {
  const row = await invitationOfToken(deps.db, token, deps.now(), false);
  return { email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() };
}

/**
 * Accepts a staff invitation: the newcomer's admin account with the invited role, its e-mail
 * verified (the link proved it) and a second factor required before any admin route answers
 * (D35), the invitation used; one transaction. The route signs them in.
 */
export async function acceptStaffInvitation(
  deps: StaffInvitationDeps,
  token: string,
  body: { name: string; password: string },
): Promise<UserRow> {
  const now = deps.now();
  const passwordHash = await hashPassword(body.password);
  return deps.db.transaction(async (tx) => {
    const invitation = await invitationOfToken(tx, token, now, true);
    const [member] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        name: body.name,
        passwordHash,
        role: 'admin',
        staffRole: invitation.role,
        approved: true,
        emailVerifiedAt: now,
        twoFactorRequired: true,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!member) throw conflict(STAFF_MESSAGES.alreadyAccount);
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.acceptedAt)));
    await recordAudit(tx, {
      actor: { id: member.id, email: member.email },
      action: 'staff.join',
      subjectType: 'user',
      subjectId: member.id,
      after: { role: invitation.role, invitation: invitation.id },
      summary: `${member.name} joined the staff as ${invitation.role}`,
    });
    return member;
  });
}
