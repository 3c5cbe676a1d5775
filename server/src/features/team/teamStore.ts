import type { ApprovalPolicy, TeamInvitation, TeamMember } from '@portal/contracts';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { tables, type Db } from '../../plugins/database';

const { users, profiles, teamInvitations, businessPolicies } = tables;
const inviter = alias(users, 'inviter');

/** The business's members (removed ones are not), in the order they joined. */
export async function listMembers(db: Db, business: string, callerId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.businessRole,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.businessId, business), isNotNull(users.businessRole)))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.flatMap((row) =>
    row.role
      ? [
          {
            id: row.id,
            name: row.name,
            email: row.email,
            role: row.role,
            joinedAt: row.createdAt.toISOString(),
            you: row.id === callerId,
          },
        ]
      : [],
  );
}

/** Invitations still waiting (neither accepted, withdrawn nor expired), newest first. */
export async function listInvitations(db: Db, business: string, now: Date): Promise<TeamInvitation[]> {
  const rows = await db
    .select({ invitation: teamInvitations, invitedBy: inviter.name })
    .from(teamInvitations)
    .innerJoin(inviter, eq(inviter.id, teamInvitations.invitedBy))
    .where(
      and(
        eq(teamInvitations.businessId, business),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(teamInvitations.createdAt));
  return rows.map(({ invitation, invitedBy }) => ({
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invitedBy,
    sentAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  }));
}

/** The business's approval policy; no threshold when none was saved. */
export async function readPolicy(db: Db, business: string): Promise<ApprovalPolicy> {
  const [row] = await db
    .select({
      thresholdNgn: businessPolicies.thresholdNgn,
      requireTwoFactor: businessPolicies.requireTwoFactor,
    })
    .from(businessPolicies)
    .where(eq(businessPolicies.businessId, business));
  return { thresholdNgn: row?.thresholdNgn ?? null, requireTwoFactor: row?.requireTwoFactor ?? false };
}

/** The name people know the business by: its profile's company name, else its founder's name. */
export async function businessName(db: Db, business: string): Promise<string> {
  const [row] = await db
    .select({ company: profiles.companyName, founder: users.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, business));
  return row?.company || row?.founder || 'your business';
}
