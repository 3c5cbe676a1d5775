import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { StepUpMethod } from '@portal/contracts/stepUp';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables, type Db } from '../../plugins/database';
import { ApiError, notFound } from '../../plugins/http';
import { revokeAllSessions } from '../auth';
import { confirmedNote } from './confirmedNote';
import type { Actor, PeopleAudience } from './audience';
import { isRoleOf, personColumns, type Person } from './peopleStore';

const { users } = tables;

type Audience<Role extends string, Place extends string | null> = PeopleAudience<Role, Place, unknown>;

const lastKeeper = (message: string) =>
  new ApiError(409, message, { code: ERROR_CODES.conflict, errors: { role: [message] } });

/**
 * The place's members, locked in one order: two keepers demoting each other at once are
 * decided one after the other, so the last keeper is never lost. Answers the member asked for
 * (404 when not one of the place's) and how many keepers there are.
 */
async function lockMembers<Role extends string, Place extends string | null>(
  tx: Db,
  audience: Audience<Role, Place>,
  place: Place,
  memberId: string,
) {
  const rows = await tx
    .select(personColumns(audience))
    .from(users)
    .where(and(audience.memberScope(place), isNotNull(audience.roleColumn)))
    .orderBy(users.id)
    .for('update');
  const member = rows.find((row) => row.id === memberId);
  const role = member?.role;
  if (!member || !isRoleOf(audience, role)) throw notFound(audience.messages.notMember);
  const keepers = rows.filter((row) => row.role === audience.keeper).length;
  return { member: { ...member, role }, keepers };
}

/** Gives a member another role; the last keeper cannot be demoted (409). Answers the member as now. */
export async function changeRole<Role extends string, Place extends string | null>(
  db: Db,
  audience: Audience<Role, Place>,
  place: Place,
  actor: Actor,
  memberId: string,
  role: Role,
  stepUp?: StepUpMethod,
): Promise<Omit<Person<Role>, 'twoFactor'>> {
  return db.transaction(async (tx) => {
    const { member, keepers } = await lockMembers(tx, audience, place, memberId);
    if (member.role === audience.keeper && role !== audience.keeper && keepers <= 1) {
      throw lastKeeper(audience.messages.lastKeeper);
    }
    await tx
      .update(users)
      .set({ ...audience.roleChange(role), updatedAt: new Date() })
      .where(eq(users.id, member.id));
    await recordAudit(tx, {
      actor,
      action: `${audience.audit.prefix}.role`,
      subjectType: 'user',
      subjectId: member.id,
      subjectUserId: place,
      before: { role: member.role },
      after: { role },
      summary: `${actor.name} made ${member.name} ${role} (was ${member.role})${confirmedNote(stepUp)}`,
    });
    return {
      id: member.id,
      name: member.name,
      email: member.email,
      role,
      joinedAt: member.createdAt.toISOString(),
      you: member.id === actor.id,
    };
  });
}

/**
 * Removes a member (a keeper may also leave): their sessions end at once (every refresh token
 * revoked, every access token's version raised), their account stays for the record of what
 * they did, without a role here. The last keeper cannot leave or be removed (409).
 */
export async function removeMember<Role extends string, Place extends string | null>(
  db: Db,
  audience: Audience<Role, Place>,
  place: Place,
  actor: Actor,
  memberId: string,
  now: Date,
  stepUp?: StepUpMethod,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { member, keepers } = await lockMembers(tx, audience, place, memberId);
    if (member.role === audience.keeper && keepers <= 1) throw lastKeeper(audience.messages.lastKeeper);
    await tx
      .update(users)
      .set({ ...audience.roleChange(null), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, member.id));
    await revokeAllSessions(tx, member.id, now);
    await recordAudit(tx, {
      actor,
      action: `${audience.audit.prefix}.remove`,
      subjectType: 'user',
      subjectId: member.id,
      subjectUserId: place,
      before: { role: member.role },
      summary: `${actor.name} removed ${member.name} (${member.role}) ${audience.audit.removedFrom}${confirmedNote(stepUp)}`,
    });
  });
}
