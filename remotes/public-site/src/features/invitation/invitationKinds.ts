import {
  STAFF_MESSAGES,
  STAFF_PATHS,
  STAFF_ROLE_HINTS,
  staffInvitationPreviewDataSchema,
} from '@portal/contracts/staff';
import { STAFF_ROLE_LABELS } from '@portal/words/roles';
import {
  BUSINESS_ROLE_HINTS,
  invitationPreviewDataSchema,
  TEAM_MESSAGES,
  TEAM_PATHS,
} from '@portal/contracts/teams';
import { BUSINESS_ROLE_LABELS } from '@portal/words/roles';
import { readPreview } from './invitationApi';
import type { InvitationKind } from './invitationTypes';

export type { InvitationKind, InvitationView } from './invitationTypes';

export const TEAM_INVITATION: InvitationKind = {
  read: readPreview(TEAM_PATHS.invitationPreview, invitationPreviewDataSchema, ({ invitation }) => ({
    heading: `Join ${invitation.businessName} on VendorBridge`,
    email: invitation.email,
    roleLabel: BUSINESS_ROLE_LABELS[invitation.role],
    roleHint: BUSINESS_ROLE_HINTS[invitation.role],
    expiresAt: invitation.expiresAt,
  })),
  acceptPath: TEAM_PATHS.acceptInvitation,
  pageTitle: (view) => view.heading.replace(/ on VendorBridge$/, ''),
  messages: {
    expired: TEAM_MESSAGES.invitationExpired,
    invalid: TEAM_MESSAGES.invitationInvalid,
    askExpired: 'Ask the person who invited you to send a new invitation.',
    askInvalid:
      'Check that you opened the latest email, or ask the person who invited you for a new invitation.',
  },
  // The customer portal's first page (its sidebar's Overview).
  landing: '/dashboard/overview',
};

export const STAFF_INVITATION: InvitationKind = {
  read: readPreview(STAFF_PATHS.invitationPreview, staffInvitationPreviewDataSchema, ({ invitation }) => ({
    heading: 'Join the VendorBridge staff',
    email: invitation.email,
    roleLabel: STAFF_ROLE_LABELS[invitation.role],
    roleHint: STAFF_ROLE_HINTS[invitation.role],
    expiresAt: invitation.expiresAt,
  })),
  acceptPath: STAFF_PATHS.acceptInvitation,
  pageTitle: () => 'Join the VendorBridge staff',
  messages: {
    expired: STAFF_MESSAGES.invitationExpired,
    invalid: STAFF_MESSAGES.invitationInvalid,
    askExpired: 'Ask a superadmin to send you a new invitation.',
    askInvalid: 'Check that you opened the latest email, or ask a superadmin for a new invitation.',
  },
  // Said of the person invited only: the configured first admin may sign in without one (Staff: "2FA off").
  nextStep:
    'Next you set up an authenticator app: as an invited staff member, you need one to sign in before the admin portal opens.',
  // Staff enrol their second factor before any admin page answers (D35).
  landing: '/admin/security',
};
