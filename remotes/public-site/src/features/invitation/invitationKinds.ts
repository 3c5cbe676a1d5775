import {
  BUSINESS_ROLE_HINTS,
  BUSINESS_ROLE_LABELS,
  invitationPreviewDataSchema,
  STAFF_MESSAGES,
  STAFF_PATHS,
  STAFF_ROLE_HINTS,
  STAFF_ROLE_LABELS,
  staffInvitationPreviewDataSchema,
  TEAM_MESSAGES,
  TEAM_PATHS,
} from '@portal/contracts';
import { readPreview } from './invitationApi';

/** What the page shows of an invitation, whichever kind it is. */
export interface InvitationView {
  /** The page's heading, e.g. "Join Acme Imports on VendorBridge". */
  heading: string;
  email: string;
  roleLabel: string;
  roleHint: string;
  expiresAt: string;
}

/**
 * One kind of invitation the page serves: a business's team (D34) or the platform's staff
 * (D35). The two differ only in their routes, their words and where the newcomer lands.
 */
export interface InvitationKind {
  /** Reads what the page shows (the preview route); rejects with a RequestError as invitationApi says. */
  read: (token: string) => Promise<InvitationView>;
  /** The accept route, with `:token`: it answers as a sign-in does (LoginData). */
  acceptPath: string;
  /** The tab's title once the invitation is read. */
  pageTitle: (view: InvitationView) => string;
  messages: { expired: string; invalid: string; askExpired: string; askInvalid: string };
  /** A line under the role, when the newcomer has a step after joining (staff: the authenticator app). */
  nextStep?: string;
  /** Where the newcomer goes once signed in. */
  landing: string;
}

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
      'Check that you opened the latest e-mail, or ask the person who invited you for a new invitation.',
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
    askInvalid: 'Check that you opened the latest e-mail, or ask a superadmin for a new invitation.',
  },
  nextStep:
    'Next you set up an authenticator app: every staff member signs in with one before the admin portal opens.',
  // Staff enrol their second factor before any admin page answers (D35).
  landing: '/admin/security',
};
