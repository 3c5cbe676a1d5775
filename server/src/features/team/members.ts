import {
  ERROR_CODES,
  formatMoney,
  LOCAL_CURRENCY,
  TEAM_MESSAGES,
  type ApprovalPolicy,
  type BusinessRole,
  type TeamMember,
} from '@portal/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables, type Db, type UserRow } from '../../plugins/database';
import { ApiError, notFound } from '../../plugins/http';
import { revokeAllSessions } from '../auth';

const { users, businessPolicies } = tables;

type Actor = Pick<UserRow, 'id' | 'email' | 'name'>;

const notMember = () => notFound(TEAM_MESSAGES.notMember);
const lastOwner = () =>
  new ApiError(409, TEAM_MESSAGES.lastOwner, {
    code: ERROR_CODES.conflict,
    errors: { role: [TEAM_MESSAGES.lastOwner] },
  });

/**
 * The business's members, locked in one order: two owners demoting each other at once are
 * decided one after the other, so the last owner is never lost. Answers the member asked for
 * (404 when not in this business) and how many owners there are.
 */
async function lockMembers(tx: Db, business: string, memberId: string) {
  const rows = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.businessRole,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.businessId, business), isNotNull(users.businessRole)))
    .orderBy(users.id)
    .for('update');
  const member = rows.find((row) => row.id === memberId);
  if (!member?.role) throw notMember();
  const owners = rows.filter((row) => row.role === 'owner').length;
  return { member: { ...member, role: member.role }, owners };
}

/** Gives a member another role (owners only); the last owner cannot be demoted (409). */
export async function changeRole(
  db: Db,
  business: string,
  actor: Actor,
  memberId: string,
  role: BusinessRole,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const { member, owners } = await lockMembers(tx, business, memberId);
    if (member.role === 'owner' && role !== 'owner' && owners <= 1) throw lastOwner();
    await tx.update(users).set({ businessRole: role, updatedAt: new Date() }).where(eq(users.id, member.id));
    await recordAudit(tx, {
      actor,
      action: 'team.role',
      subjectType: 'user',
      subjectId: member.id,
      subjectUserId: business,
      before: { role: member.role },
      after: { role },
      summary: `${actor.name} made ${member.name} ${role} (was ${member.role})`,
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
 * Removes a member (owners only; an owner may also leave): their sessions end at once (every
 * refresh token revoked, every access token's version raised), their account stays for the
 * record of what they did, without a role. The last owner cannot leave or be removed (409).
 */
export async function removeMember(db: Db, business: string, actor: Actor, memberId: string, now: Date) {
  await db.transaction(async (tx) => {
    const { member, owners } = await lockMembers(tx, business, memberId);
    if (member.role === 'owner' && owners <= 1) throw lastOwner();
    await tx
      .update(users)
      .set({ businessRole: null, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, member.id));
    await revokeAllSessions(tx, member.id, now);
    await recordAudit(tx, {
      actor,
      action: 'team.remove',
      subjectType: 'user',
      subjectId: member.id,
      subjectUserId: business,
      before: { role: member.role },
      summary: `${actor.name} removed ${member.name} (${member.role}) from the team`,
    });
  });
}

/** Saves the approval policy (owners only): the naira threshold, or none. */
export async function savePolicy(
  db: Db,
  business: string,
  actor: Actor,
  change: { thresholdNgn: string | null; requireTwoFactor?: boolean },
  now: Date,
): Promise<ApprovalPolicy> {
  const { thresholdNgn } = change;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        thresholdNgn: businessPolicies.thresholdNgn,
        requireTwoFactor: businessPolicies.requireTwoFactor,
      })
      .from(businessPolicies)
      .where(eq(businessPolicies.businessId, business))
      .for('update');
    const requireTwoFactor = change.requireTwoFactor ?? before?.requireTwoFactor ?? false;
    const [saved] = await tx
      .insert(businessPolicies)
      .values({ businessId: business, thresholdNgn, requireTwoFactor, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: businessPolicies.businessId,
        set: { thresholdNgn, requireTwoFactor, updatedAt: now, updatedBy: actor.id },
      })
      .returning({
        thresholdNgn: businessPolicies.thresholdNgn,
        requireTwoFactor: businessPolicies.requireTwoFactor,
      });
    // Each member carries the requirement, so the guard reads it without a query more.
    await tx.update(users).set({ twoFactorRequired: requireTwoFactor }).where(eq(users.businessId, business));
    await recordAudit(tx, {
      actor,
      action: 'team.approval-policy',
      subjectType: 'business',
      subjectId: business,
      subjectUserId: business,
      before: {
        thresholdNgn: before?.thresholdNgn ?? null,
        requireTwoFactor: before?.requireTwoFactor ?? false,
      },
      after: { thresholdNgn: saved?.thresholdNgn ?? null, requireTwoFactor },
      summary: saved?.thresholdNgn
        ? `${actor.name} set a second approval for requests from ${formatMoney(saved.thresholdNgn, LOCAL_CURRENCY)}`
        : `${actor.name} removed the second approval`,
    });
    return { thresholdNgn: saved?.thresholdNgn ?? null, requireTwoFactor };
  });
}
