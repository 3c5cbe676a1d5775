import type { StaffInvitation, StaffMember } from '@portal/contracts';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { tables, type Db } from '../../plugins/database';

const { users, staffInvitations, twoFactor } = tables;
const inviter = alias(users, 'inviter');

/** The staff (removed members are not), in the order they joined, with whether each enrolled a second factor. */
export async function listStaff(db: Db, callerId: string): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.staffRole,
      createdAt: users.createdAt,
      enabledAt: twoFactor.enabledAt,
    })
    .from(users)
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .where(and(eq(users.role, 'admin'), isNotNull(users.staffRole)))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.flatMap((row) =>
    row.role
      ? [
          {
            id: row.id,
            name: row.name,
            email: row.email,
            role: row.role,
            twoFactor: row.enabledAt !== null && row.enabledAt !== undefined,
            joinedAt: row.createdAt.toISOString(),
            you: row.id === callerId,
          },
        ]
      : [],
  );
}

/** Staff invitations still waiting, oldest first. */
export async function listStaffInvitations(db: Db, now: Date): Promise<StaffInvitation[]> {
  const rows = await db
    .select({ invitation: staffInvitations, invitedBy: inviter.name })
    .from(staffInvitations)
    .innerJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
    .where(
      and(
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(staffInvitations.createdAt));
  return rows.map(({ invitation, invitedBy }) => ({
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invitedBy,
    sentAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  }));
}
