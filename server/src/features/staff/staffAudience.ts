import { STAFF_ROLES, type StaffRole } from '@portal/contracts/roles';
import { STAFF_LIMITS, STAFF_MESSAGES, staffInvitationPagePath } from '@portal/contracts/staff';
import { STAFF_ROLE_LABELS } from '@portal/words/roles';
import { formatUtcDateTime } from '@portal/rules/dateTime';
import { eq } from 'drizzle-orm';
import { tables } from '../../plugins/database';
import { PRODUCT } from '../../plugins/mail';
import { invitationEmail, type PeopleAudience } from '../people';

const { users, staffInvitations } = tables;

/** What a staff invitation's page shows. */
export interface StaffInvitationPreview {
  email: string;
  role: StaffRole;
  expiresAt: string;
}

/**
 * The platform's staff as a people audience (issue 22, D35): reviewers, finance and
 * superadmins, one staff for the whole platform; invitations last 72 hours; a superadmin
 * always stays; a newcomer is an admin who must enrol a second factor before any admin route
 * answers.
 */
export const staffAudience: PeopleAudience<StaffRole, null, StaffInvitationPreview> = {
  roles: STAFF_ROLES,
  keeper: 'superadmin',
  lifetimeMs: STAFF_LIMITS.invitationHours * 60 * 60 * 1000,
  messages: {
    alreadyAccount: STAFF_MESSAGES.alreadyAccount,
    alreadyInvited: STAFF_MESSAGES.alreadyInvited,
    invitationInvalid: STAFF_MESSAGES.invitationInvalid,
    invitationExpired: STAFF_MESSAGES.invitationExpired,
    lastKeeper: STAFF_MESSAGES.lastSuperadmin,
    notMember: STAFF_MESSAGES.notStaff,
  },
  audit: {
    prefix: 'staff',
    invitationSubject: 'staff_invitation',
    invitedAs: 'to the staff as',
    joinedAs: 'joined the staff as',
    removedFrom: 'from the staff',
  },
  memberScope: () => eq(users.role, 'admin'),
  roleColumn: users.staffRole,
  roleChange: (role) => ({ staffRole: role }),
  invitations: staffInvitations,
  invitationScope: () => undefined,
  placeOf: () => null,
  insertInvitation: async (tx, _platform, values) => {
    const [inserted] = await tx.insert(staffInvitations).values(values).onConflictDoNothing().returning();
    return inserted;
  },
  invitationLetter: async (_db, _platform, inviterName, publicUrl) => (to, role, expiresAt, token) =>
    invitationEmail(
      to,
      {
        subject: `${inviterName} invited you to the ${PRODUCT} staff`,
        invited: `${inviterName} invited you to the ${PRODUCT} operations team as ${STAFF_ROLE_LABELS[role].toLowerCase()}.`,
        expiry: `The link works once and expires in 72 hours (${formatUtcDateTime(expiresAt.toISOString())}). You will set up an authenticator app before the admin area opens.`,
      },
      `${publicUrl}${staffInvitationPagePath(token)}`,
    ),
  preview: async (_db, invitation) => ({
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  }),
  newAccount: async (_tx, invitation, now) => ({
    role: 'admin',
    staffRole: invitation.role,
    approved: true,
    emailVerifiedAt: now,
    twoFactorRequired: true,
    createdAt: now,
    updatedAt: now,
  }),
};
