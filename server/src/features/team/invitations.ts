import {
  ERROR_CODES,
  TEAM_LIMITS,
  TEAM_MESSAGES,
  type AcceptInvitationBody,
  type InvitationBody,
  type InvitationPreview,
  type TeamInvitation,
} from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables, type Db, type UserRow } from '../../plugins/database';
import { ApiError, notFound } from '../../plugins/http';
import type { Mailer } from '../../plugins/mail';
import { hashPassword } from '../auth';
import { invitationTokenHash, newInvitationLink, usableInvitation } from '../invitations';
import { invitationEmail } from './teamEmails';
import { businessName } from './teamStore';

const { users, teamInvitations } = tables;

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

type Actor = Pick<UserRow, 'id' | 'email' | 'name'>;

const LIFETIME_MS = TEAM_LIMITS.invitationDays * 24 * 60 * 60 * 1000;
const LINK_MESSAGES = { invalid: TEAM_MESSAGES.invitationInvalid, expired: TEAM_MESSAGES.invitationExpired };

const conflict = (message: string, field = 'email') =>
  new ApiError(409, message, { code: ERROR_CODES.conflict, errors: { [field]: [message] } });

const invalidLink = () => notFound(TEAM_MESSAGES.invitationInvalid);

const toView = (row: typeof teamInvitations.$inferSelect, invitedBy: string): TeamInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedBy,
  sentAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * Invites `email` into the business as `role` (owners only): one transaction with its audit
 * row and its e-mail in the outbox. An address that already has an account, or a waiting
 * invitation of this business, is refused (409): one person, one business.
 */
export async function invite(
  deps: InvitationDeps,
  business: string,
  actor: Actor,
  body: InvitationBody,
): Promise<TeamInvitation> {
  const now = deps.now();
  const { token, tokenHash, expiresAt } = newInvitationLink(now, LIFETIME_MS);
  const name = await businessName(deps.db, business);
  const row = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (existing) throw conflict(TEAM_MESSAGES.alreadyMember);
    const [inserted] = await tx
      .insert(teamInvitations)
      .values({
        businessId: business,
        email: body.email,
        role: body.role,
        tokenHash,
        invitedBy: actor.id,
        createdAt: now,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw conflict(TEAM_MESSAGES.alreadyInvited);
    await recordAudit(tx, {
      actor,
      action: 'team.invite',
      subjectType: 'team_invitation',
      subjectId: inserted.id,
      subjectUserId: business,
      after: { email: body.email, role: body.role, expiresAt: expiresAt.toISOString() },
      summary: `${actor.name} invited ${body.email} as ${body.role}`,
    });
    await deps.mailer.enqueue(
      tx,
      invitationEmail(
        body.email,
        { businessName: name, inviterName: actor.name, role: body.role, expiresAt },
        token,
        deps.publicUrl,
      ),
    );
    return inserted;
  });
  await deps.mailer.afterCommit();
  return toView(row, actor.name);
}

/** A waiting invitation of the business, locked; 404 when there is none (another business's included). */
async function waitingInvitation(tx: Db, business: string, id: string) {
  const [row] = await tx
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.businessId, business),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Sends a waiting invitation again with a new link (the old one stops working) and 14 days more. */
export async function resend(
  deps: InvitationDeps,
  business: string,
  actor: Actor,
  id: string,
): Promise<TeamInvitation> {
  const now = deps.now();
  const { token, tokenHash, expiresAt } = newInvitationLink(now, LIFETIME_MS);
  const name = await businessName(deps.db, business);
  const row = await deps.db.transaction(async (tx) => {
    const current = await waitingInvitation(tx, business, id);
    const [updated] = await tx
      .update(teamInvitations)
      .set({ tokenHash, expiresAt, invitedBy: actor.id, createdAt: now })
      .where(eq(teamInvitations.id, current.id))
      .returning();
    if (!updated) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'team.invite-resend',
      subjectType: 'team_invitation',
      subjectId: id,
      subjectUserId: business,
      after: { email: updated.email, role: updated.role, expiresAt: expiresAt.toISOString() },
      summary: `${actor.name} sent the invitation of ${updated.email} again`,
    });
    await deps.mailer.enqueue(
      tx,
      invitationEmail(
        updated.email,
        { businessName: name, inviterName: actor.name, role: updated.role, expiresAt },
        token,
        deps.publicUrl,
      ),
    );
    return updated;
  });
  await deps.mailer.afterCommit();
  return toView(row, actor.name);
}

/** Withdraws a waiting invitation: its link stops working. */
export async function revoke(
  deps: InvitationDeps,
  business: string,
  actor: Actor,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await waitingInvitation(tx, business, id);
    await tx.update(teamInvitations).set({ revokedAt: deps.now() }).where(eq(teamInvitations.id, current.id));
    await recordAudit(tx, {
      actor,
      action: 'team.invite-revoke',
      subjectType: 'team_invitation',
      subjectId: id,
      subjectUserId: business,
      before: { email: current.email, role: current.role },
      summary: `${actor.name} withdrew the invitation of ${current.email}`,
    });
  });
}

/** The invitation a link names, still usable (404 unknown, used or withdrawn; 410 expired). */
async function invitationOfToken(db: Db, token: string, now: Date, lock: boolean) {
  const query = db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.tokenHash, invitationTokenHash(token)));
  const [row] = lock ? await query.for('update') : await query;
  return usableInvitation(row, now, LINK_MESSAGES);
}

/** What the invitation page shows before the newcomer accepts. */
export async function previewInvitation(deps: InvitationDeps, token: string): Promise<InvitationPreview> {
  const row = await invitationOfToken(deps.db, token, deps.now(), false);
  return {
    businessName: await businessName(deps.db, row.businessId),
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation: the newcomer's account in the business with the invited role, its
 * e-mail verified (the link proved it), the business's KYB decision mirrored, the invitation
 * used, all in one transaction. Answers the new account, which the route signs in.
 */
export async function accept(
  deps: InvitationDeps,
  token: string,
  body: AcceptInvitationBody,
): Promise<UserRow> {
  const now = deps.now();
  // Hashed before the transaction: it takes a while and holds no lock.
  const passwordHash = await hashPassword(body.password);
  return deps.db.transaction(async (tx) => {
    const invitation = await invitationOfToken(tx, token, now, true);
    const [founder] = await tx.select().from(users).where(eq(users.id, invitation.businessId));
    if (!founder) throw invalidLink();
    const [member] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        name: body.name,
        passwordHash,
        role: 'user',
        approved: founder.approved,
        registrationStatus: founder.registrationStatus,
        registrationReason: founder.registrationReason,
        registrationDecidedAt: founder.registrationDecidedAt,
        emailVerifiedAt: now,
        businessId: invitation.businessId,
        businessRole: invitation.role,
        // The business's two-factor requirement, as every member carries it.
        twoFactorRequired: founder.twoFactorRequired,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!member) throw conflict(TEAM_MESSAGES.alreadyMember);
    await tx
      .update(teamInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(teamInvitations.id, invitation.id), isNull(teamInvitations.acceptedAt)));
    await recordAudit(tx, {
      actor: { id: member.id, email: member.email },
      action: 'team.join',
      subjectType: 'user',
      subjectId: member.id,
      subjectUserId: invitation.businessId,
      after: { role: invitation.role, invitation: invitation.id },
      summary: `${member.name} joined as ${invitation.role}`,
    });
    return member;
  });
}
