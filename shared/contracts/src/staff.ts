import * as z from 'zod/mini';
import { ruledString } from './ruledString';
import { STAFF_ROLES, type StaffRole } from './roles';
import { normalizeEmail, validateEmail } from './validation';

// Platform staff (issue 22, D35): admins are people with a role. What each role may do (the
// server checks it per route; the admin screens ask the same table), the staff routes, their
// bodies and answers.

export const STAFF_ROLE_HINTS: Readonly<Record<StaffRole, string>> = {
  reviewer: 'Registrations, documents and payment review',
  finance: 'Funding confirmation, payouts and refunds',
  superadmin: 'Everything, plus rates, the receiving account, wallets and staff',
};

/**
 * What a staff member may change, by role. Reading (dashboards, queues, the audit log, files,
 * exports) is every staff member's.
 */
export const STAFF_PERMISSIONS = {
  /** Registrations and document sets: approve or reject. */
  reviewCustomers: ['reviewer', 'superadmin'],
  /** Payment requests: approve or reject. */
  reviewPayments: ['reviewer', 'superadmin'],
  /** Confirming the naira, paying out, refunding, cancelling a request. */
  handleFunds: ['finance', 'superadmin'],
  /** Exchange rates, the receiving account, wallets. */
  manageSettings: ['superadmin'],
  /** Inviting, changing and removing staff. */
  manageStaff: ['superadmin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffAction = keyof typeof STAFF_PERMISSIONS;

/** Whether a staff member with `role` may take `action` (null: a customer or a removed member). */
export const staffMayDo = (role: StaffRole | null | undefined, action: StaffAction): boolean =>
  role !== null && role !== undefined && (STAFF_PERMISSIONS[action] as readonly StaffRole[]).includes(role);

export const STAFF_PATHS = {
  staff: '/admin/staff',
  invitations: '/admin/staff/invitations',
  acceptInvitation: '/admin/staff/invitations/:token/accept',
  invitationPreview: '/admin/staff/invitations/:token',
  member: '/admin/staff/:id',
} as const;

/** Where a staff invitation's link leads. */
export const staffInvitationPagePath = (token: string) => `/staff-invitation/${encodeURIComponent(token)}`;

export const STAFF_LIMITS = { invitationHours: 72 } as const;

export const STAFF_MESSAGES = {
  staff: 'Staff',
  invited: 'Invitation sent',
  accepted: 'Welcome to the VendorBridge team: set up your authenticator app to continue',
  roleChanged: 'Role changed',
  removed: 'Staff member removed',
  roleInvalid: 'Please choose a role: reviewer, finance or superadmin',
  alreadyAccount: 'This address already has an account on VendorBridge',
  alreadyInvited: 'This person already has an invitation waiting',
  invitationInvalid: 'This invitation link is not valid or has already been used',
  invitationExpired: 'This invitation has expired; ask a superadmin for a new one',
  lastSuperadmin: 'The platform keeps at least one superadmin: make someone else superadmin first',
  notStaff: 'No such staff member',
  removedAccount: 'This account is no longer a member of the VendorBridge staff.',
} as const;

const role = z.enum(STAFF_ROLES, STAFF_MESSAGES.roleInvalid);

/** `POST /api/admin/staff/invitations`. */
export const staffInvitationBodySchema = z.object({
  email: z.pipe(ruledString(validateEmail), z.transform(normalizeEmail)),
  role,
});
export type StaffInvitationBody = z.output<typeof staffInvitationBodySchema>;

/** `PUT /api/admin/staff/:id`. */
export const staffRoleBodySchema = z.object({ role });

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Whether they enrolled an authenticator app. */
  twoFactor: z.boolean(),
  /**
   * Whether the server requires one before they use the admin portal: always for invited staff,
   * for the configured admin only with ADMIN_REQUIRE_2FA (true in production). Optional: a
   * server from before does not say.
   */
  twoFactorRequired: z.optional(z.boolean()),
  joinedAt: z.string(),
  you: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedBy: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffDataSchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffData = z.infer<typeof staffDataSchema>;
export const staffMemberDataSchema = z.object({ member: staffMemberSchema });
export const staffInvitationDataSchema = z.object({ invitation: staffInvitationSchema });
export const staffInvitationPreviewDataSchema = z.object({
  invitation: z.object({ email: z.string(), role: z.enum(STAFF_ROLES), expiresAt: z.string() }),
});
