import { BUSINESS_ROLES, type BusinessRole } from '@portal/contracts/roles';
import { formatUtcDateTime } from '@portal/rules/dateTime';
import { BUSINESS_ROLE_LABELS } from '@portal/words/roles';
import {
  invitationPagePath,
  TEAM_LIMITS,
  TEAM_MESSAGES,
  type InvitationPreview,
} from '@portal/contracts/teams';
import { eq } from 'drizzle-orm';
import { tables } from '../../plugins/database';
import { notFound } from '../../plugins/http';
import { PRODUCT } from '../../plugins/mail';
import { invitationEmail, type Invitation, type InvitationEmailWords, type PeopleAudience } from '../people';
import { businessName } from './teamStore';

const { users, teamInvitations } = tables;

/** The team invitation e-mail's words (D34): who invites, to which business, as what, and until when. */
export const teamInvitationWords = (
  inviterName: string,
  business: string,
  role: BusinessRole,
  expiresAt: Date,
): InvitationEmailWords => ({
  subject: `${inviterName} invited you to ${business} on ${PRODUCT}`,
  invited: `${inviterName} invited you to join ${business} on ${PRODUCT} as ${BUSINESS_ROLE_LABELS[role].toLowerCase()}.`,
  // The portal's one date-and-time style, in UTC as every document (shots7: "11 December 2026").
  expiry: `The link works once and expires on ${formatUtcDateTime(expiresAt.toISOString())}. If you did not expect it, ignore this e-mail.`,
});

/** The business an invitation leads into (the team's table always names one). */
const businessOfInvitation = (invitation: Invitation<BusinessRole>): string => {
  if (!invitation.businessId) throw notFound(TEAM_MESSAGES.invitationInvalid);
  return invitation.businessId;
};

/**
 * A business's team as a people audience (issue 21, D34): owners, makers, approvers and
 * viewers of one business; invitations last 14 days; an owner always stays; a newcomer takes
 * the business's KYB decision and two-factor requirement.
 */
export const teamAudience: PeopleAudience<BusinessRole, string, InvitationPreview> = {
  roles: BUSINESS_ROLES,
  keeper: 'owner',
  lifetimeMs: TEAM_LIMITS.invitationDays * 24 * 60 * 60 * 1000,
  messages: {
    alreadyAccount: TEAM_MESSAGES.alreadyMember,
    alreadyInvited: TEAM_MESSAGES.alreadyInvited,
    invitationInvalid: TEAM_MESSAGES.invitationInvalid,
    invitationExpired: TEAM_MESSAGES.invitationExpired,
    lastKeeper: TEAM_MESSAGES.lastOwner,
    notMember: TEAM_MESSAGES.notMember,
  },
  audit: {
    prefix: 'team',
    invitationSubject: 'team_invitation',
    invitedAs: 'as',
    joinedAs: 'joined as',
    removedFrom: 'from the team',
  },
  memberScope: (business) => eq(users.businessId, business),
  roleColumn: users.businessRole,
  roleChange: (role) => ({ businessRole: role }),
  invitations: teamInvitations,
  invitationScope: (business) => eq(teamInvitations.businessId, business),
  placeOf: businessOfInvitation,
  insertInvitation: async (tx, business, values) => {
    const [inserted] = await tx
      .insert(teamInvitations)
      .values({ ...values, businessId: business })
      .onConflictDoNothing()
      .returning();
    return inserted;
  },
  invitationLetter: async (db, business, inviterName, publicUrl) => {
    const name = await businessName(db, business);
    return (to, role, expiresAt, token) =>
      invitationEmail(
        to,
        teamInvitationWords(inviterName, name, role, expiresAt),
        `${publicUrl}${invitationPagePath(token)}`,
      );
  },
  preview: async (db, invitation) => ({
    businessName: await businessName(db, businessOfInvitation(invitation)),
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  }),
  newAccount: async (tx, invitation, now) => {
    const business = businessOfInvitation(invitation);
    const [founder] = await tx.select().from(users).where(eq(users.id, business));
    if (!founder) throw notFound(TEAM_MESSAGES.invitationInvalid);
    return {
      role: 'user',
      approved: founder.approved,
      registrationStatus: founder.registrationStatus,
      registrationReason: founder.registrationReason,
      registrationDecidedAt: founder.registrationDecidedAt,
      emailVerifiedAt: now,
      businessId: business,
      businessRole: invitation.role,
      // The business's two-factor requirement, as every member carries it.
      twoFactorRequired: founder.twoFactorRequired,
      createdAt: now,
      updatedAt: now,
    };
  },
};
