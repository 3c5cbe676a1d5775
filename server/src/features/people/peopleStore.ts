import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { tables, type Db } from '../../plugins/database';
import type { PeopleAudience } from './audience';

const { users, twoFactor } = tables;
const inviter = alias(users, 'inviter');

/** A member as every audience lists them; each answer takes what its contract names. */
export interface Person<Role extends string> {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** Whether they enrolled an authenticator app. */
  twoFactor: boolean;
  joinedAt: string;
  /** Whether this is the caller. */
  you: boolean;
}

export interface WaitingInvitation<Role extends string> {
  id: string;
  email: string;
  role: Role;
  invitedBy: string;
  sentAt: string;
  expiresAt: string;
}

export const isRoleOf = <Role extends string>(
  audience: { roles: readonly Role[] },
  value: unknown,
): value is Role => (audience.roles as readonly unknown[]).includes(value);

/** A person's columns as the list and the locked read take them. */
export const personColumns = (audience: {
  roleColumn: PeopleAudience<string, null, unknown>['roleColumn'];
}) => ({
  id: users.id,
  name: users.name,
  email: users.email,
  role: audience.roleColumn,
  createdAt: users.createdAt,
});

/** The place's members (removed ones are not), in the order they joined. */
export async function listPeople<Role extends string, Place extends string | null>(
  db: Db,
  audience: PeopleAudience<Role, Place, unknown>,
  place: Place,
  callerId: string,
): Promise<Person<Role>[]> {
  const rows = await db
    .select({ ...personColumns(audience), enabledAt: twoFactor.enabledAt })
    .from(users)
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .where(and(audience.memberScope(place), isNotNull(audience.roleColumn)))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.flatMap(({ role, ...row }) =>
    isRoleOf(audience, role)
      ? [
          {
            id: row.id,
            name: row.name,
            email: row.email,
            role,
            twoFactor: row.enabledAt !== null && row.enabledAt !== undefined,
            joinedAt: row.createdAt.toISOString(),
            you: row.id === callerId,
          },
        ]
      : [],
  );
}

/** The place's invitations still waiting (neither accepted, withdrawn nor expired), oldest first. */
export async function listWaitingInvitations<Role extends string, Place extends string | null>(
  db: Db,
  audience: PeopleAudience<Role, Place, unknown>,
  place: Place,
  now: Date,
): Promise<WaitingInvitation<Role>[]> {
  const table = audience.invitations;
  const rows = await db
    .select({ invitation: table, invitedBy: inviter.name })
    .from(table)
    .innerJoin(inviter, eq(inviter.id, table.invitedBy))
    .where(
      and(
        audience.invitationScope(place),
        isNull(table.acceptedAt),
        isNull(table.revokedAt),
        gt(table.expiresAt, now),
      ),
    )
    .orderBy(asc(table.createdAt));
  return rows.flatMap(({ invitation, invitedBy }) =>
    isRoleOf(audience, invitation.role) ? [invitationView(invitation, invitation.role, invitedBy)] : [],
  );
}

/** An invitation as the lists and the invite answer show it. */
export const invitationView = <Role extends string>(
  row: { id: string; email: string; createdAt: Date; expiresAt: Date },
  role: Role,
  invitedBy: string,
): WaitingInvitation<Role> => ({
  id: row.id,
  email: row.email,
  role,
  invitedBy,
  sentAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});
