import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { StepUpMethod } from '@portal/contracts/stepUp';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables, type Db, type UserRow } from '../../plugins/database';
import { ApiError, notFound } from '../../plugins/http';
import type { Mailer } from '../../plugins/mail';
import { hashPassword } from '../auth';
import { invitationTokenHash, newInvitationLink, usableInvitation } from '../invitations';
import { confirmedNote } from './confirmedNote';
import type { Actor, Invitation, InvitationRow, PeopleAudience } from './audience';
import { invitationView, isRoleOf, type WaitingInvitation } from './peopleStore';

const { users } = tables;

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

type Audience<Role extends string, Place extends string | null, Preview = unknown> = PeopleAudience<
  Role,
  Place,
  Preview
>;

const conflict = (message: string) =>
  new ApiError(409, message, { code: ERROR_CODES.conflict, errors: { email: [message] } });

/** The row with its role read as the audience's (a role it does not know is no invitation). */
function withRole<Role extends string>(
  audience: { roles: readonly Role[]; messages: { invitationInvalid: string } },
  row: InvitationRow,
): Invitation<Role> {
  const { role } = row;
  if (!isRoleOf(audience, role)) throw notFound(audience.messages.invitationInvalid);
  return { ...row, role };
}

/**
 * Invites `email` into the place as `role`: one transaction with its audit row and its e-mail
 * in the outbox. An address that already has an account, or a waiting invitation here, is
 * refused (409): one person, one account.
 */
export async function invite<Role extends string, Place extends string | null>(
  deps: InvitationDeps,
  audience: Audience<Role, Place>,
  place: Place,
  actor: Actor,
  body: { email: string; role: Role },
  stepUp?: StepUpMethod,
): Promise<WaitingInvitation<Role>> {
  const now = deps.now();
  const { token, tokenHash, expiresAt } = newInvitationLink(now, audience.lifetimeMs);
  const letter = await audience.invitationLetter(deps.db, place, actor.name, deps.publicUrl);
  const row = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (existing) throw conflict(audience.messages.alreadyAccount);
    const inserted = await audience.insertInvitation(tx, place, {
      email: body.email,
      role: body.role,
      tokenHash,
      invitedBy: actor.id,
      createdAt: now,
      expiresAt,
    });
    if (!inserted) throw conflict(audience.messages.alreadyInvited);
    await recordAudit(tx, {
      actor,
      action: `${audience.audit.prefix}.invite`,
      subjectType: audience.audit.invitationSubject,
      subjectId: inserted.id,
      subjectUserId: place,
      after: { email: body.email, role: body.role, expiresAt: expiresAt.toISOString() },
      summary: `${actor.name} invited ${body.email} ${audience.audit.invitedAs} ${body.role}${confirmedNote(stepUp)}`,
    });
    await deps.mailer.enqueue(tx, letter(body.email, body.role, expiresAt, token));
    return inserted;
  });
  await deps.mailer.afterCommit();
  return invitationView(row, body.role, actor.name);
}

/** A waiting invitation of the place, locked; 404 when there is none (another place's included). */
async function waitingInvitation<Role extends string, Place extends string | null>(
  tx: Db,
  audience: Audience<Role, Place>,
  place: Place,
  id: string,
) {
  const table = audience.invitations;
  const [row] = await tx
    .select()
    .from(table)
    .where(
      and(
        eq(table.id, id),
        audience.invitationScope(place),
        isNull(table.acceptedAt),
        isNull(table.revokedAt),
      ),
    )
    .for('update');
  if (!row) throw notFound();
  return withRole(audience, row);
}

/** Sends a waiting invitation again with a new link (the old one stops working) and a new lifetime. */
export async function resend<Role extends string, Place extends string | null>(
  deps: InvitationDeps,
  audience: Audience<Role, Place>,
  place: Place,
  actor: Actor,
  id: string,
): Promise<WaitingInvitation<Role>> {
  const now = deps.now();
  const { token, tokenHash, expiresAt } = newInvitationLink(now, audience.lifetimeMs);
  const letter = await audience.invitationLetter(deps.db, place, actor.name, deps.publicUrl);
  const table = audience.invitations;
  const row = await deps.db.transaction(async (tx) => {
    const current = await waitingInvitation(tx, audience, place, id);
    const [updated] = await tx
      .update(table)
      .set({ tokenHash, expiresAt, invitedBy: actor.id, createdAt: now })
      .where(eq(table.id, current.id))
      .returning();
    if (!updated) throw notFound();
    await recordAudit(tx, {
      actor,
      action: `${audience.audit.prefix}.invite-resend`,
      subjectType: audience.audit.invitationSubject,
      subjectId: id,
      subjectUserId: place,
      after: { email: updated.email, role: current.role, expiresAt: expiresAt.toISOString() },
      summary: `${actor.name} sent the invitation of ${updated.email} again`,
    });
    await deps.mailer.enqueue(tx, letter(updated.email, current.role, expiresAt, token));
    return { ...updated, role: current.role };
  });
  await deps.mailer.afterCommit();
  return invitationView(row, row.role, actor.name);
}

/** Withdraws a waiting invitation: its link stops working. */
export async function revoke<Role extends string, Place extends string | null>(
  deps: InvitationDeps,
  audience: Audience<Role, Place>,
  place: Place,
  actor: Actor,
  id: string,
): Promise<void> {
  const table = audience.invitations;
  await deps.db.transaction(async (tx) => {
    const current = await waitingInvitation(tx, audience, place, id);
    await tx.update(table).set({ revokedAt: deps.now() }).where(eq(table.id, current.id));
    await recordAudit(tx, {
      actor,
      action: `${audience.audit.prefix}.invite-revoke`,
      subjectType: audience.audit.invitationSubject,
      subjectId: id,
      subjectUserId: place,
      before: { email: current.email, role: current.role },
      summary: `${actor.name} withdrew the invitation of ${current.email}`,
    });
  });
}

/** The invitation a link names, still usable (404 unknown, used or withdrawn; 410 expired). */
async function invitationOfToken<Role extends string, Place extends string | null>(
  db: Db,
  audience: Audience<Role, Place>,
  token: string,
  now: Date,
  lock: boolean,
) {
  const table = audience.invitations;
  const query = db
    .select()
    .from(table)
    .where(eq(table.tokenHash, invitationTokenHash(token)));
  const [row] = lock ? await query.for('update') : await query;
  const { invitationInvalid: invalid, invitationExpired: expired } = audience.messages;
  return withRole(audience, usableInvitation(row, now, { invalid, expired }));
}

/** What the invitation page shows before the newcomer accepts. */
export async function previewInvitation<Role extends string, Place extends string | null, Preview>(
  deps: InvitationDeps,
  audience: Audience<Role, Place, Preview>,
  token: string,
): Promise<Preview> {
  return audience.preview(deps.db, await invitationOfToken(deps.db, audience, token, deps.now(), false));
}

/**
 * Accepts an invitation: the newcomer's account with the invited role, its e-mail verified
 * (the link proved it) and what the audience makes of it, the invitation used, all in one
 * transaction. Answers the new account, which the route signs in.
 */
export async function accept<Role extends string, Place extends string | null>(
  deps: InvitationDeps,
  audience: Audience<Role, Place>,
  token: string,
  body: { name: string; password: string },
): Promise<UserRow> {
  const now = deps.now();
  // Hashed before the transaction: it takes a while and holds no lock.
  const passwordHash = await hashPassword(body.password);
  const table = audience.invitations;
  return deps.db.transaction(async (tx) => {
    const invitation = await invitationOfToken(tx, audience, token, now, true);
    const account = await audience.newAccount(tx, invitation, now);
    const [member] = await tx
      .insert(users)
      .values({ ...account, email: invitation.email, name: body.name, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!member) throw conflict(audience.messages.alreadyAccount);
    await tx
      .update(table)
      .set({ acceptedAt: now })
      .where(and(eq(table.id, invitation.id), isNull(table.acceptedAt)));
    await recordAudit(tx, {
      actor: { id: member.id, email: member.email },
      action: `${audience.audit.prefix}.join`,
      subjectType: 'user',
      subjectId: member.id,
      subjectUserId: audience.placeOf(invitation),
      after: { role: invitation.role, invitation: invitation.id },
      summary: `${member.name} ${audience.audit.joinedAs} ${invitation.role}`,
    });
    return member;
  });
}
