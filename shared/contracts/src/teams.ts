import * as z from 'zod/mini';
import { typedAmountChecks } from './typedAmount';
import { ruledString } from './ruledString';
import { MONEY_LIMIT_MESSAGES, isNairaAmount, nairaAboveMaximum } from './moneyLimits';
import { BUSINESS_ROLES, type BusinessRole } from './roles';
import { normalizeEmail, validateEmail, validateName, validateNewPassword } from './validation';

// Businesses and teams (issue 21, D34): a customer account belongs to a business and acts in
// it with a role. The roles, what each may do (the server checks it per route; screens ask
// the same table which controls to show), the team routes, their bodies and answers.

export const BUSINESS_ROLE_HINTS: Readonly<Record<BusinessRole, string>> = {
  owner: 'Everything, plus members, the approval policy and the business profile',
  maker: 'Prepares payments and beneficiaries',
  approver: "Approves other members' payments",
  viewer: 'Reads everything, changes nothing',
};

/**
 * What a member may do, by role. Reading is everyone's; each change names the roles that may
 * make it. The server refuses the others with 403; a screen shows no control a role cannot use.
 */
export const BUSINESS_PERMISSIONS = {
  /** Quotes, payment requests, reporting funding, cancelling a request. */
  preparePayments: ['owner', 'maker'],
  /** Approving or declining another member's request that needs approval. */
  approvePayments: ['owner', 'approver'],
  /** Adding, changing and archiving beneficiaries. */
  prepareBeneficiaries: ['owner', 'maker'],
  /** Inviting, changing and removing members; the approval policy. */
  manageTeam: ['owner'],
  /** The business profile and its KYB documents. */
  manageProfile: ['owner'],
  /** API keys and webhook endpoints: the Developers page (issue 36). */
  manageDevelopers: ['owner'],
} as const satisfies Record<string, readonly BusinessRole[]>;
export type BusinessAction = keyof typeof BUSINESS_PERMISSIONS;

/** Whether a member with `role` may take `action` (null: no role, e.g. staff or a removed member). */
export const mayDo = (role: BusinessRole | null | undefined, action: BusinessAction): boolean =>
  role !== null &&
  role !== undefined &&
  (BUSINESS_PERMISSIONS[action] as readonly BusinessRole[]).includes(role);

export const isBusinessRole = (value: unknown): value is BusinessRole =>
  (BUSINESS_ROLES as readonly unknown[]).includes(value);

/** Paths under `/api`; `:id` is a member's uuid, `:token` an invitation's token. */
export const TEAM_PATHS = {
  team: '/team',
  invitations: '/team/invitations',
  invitation: '/team/invitations/:id',
  resendInvitation: '/team/invitations/:id/resend',
  acceptInvitation: '/team/invitations/:token/accept',
  /** What the invitation page shows before the newcomer accepts (business, role, e-mail). */
  invitationPreview: '/team/invitations/:token',
  member: '/team/members/:id',
  approvalPolicy: '/team/approval-policy',
  /** Approving or declining a request that waits for the business's approval. */
  approvePayment: '/payments/:id/approve',
  declinePayment: '/payments/:id/decline',
} as const;

/** Where an invitation e-mail's link leads (the shell's page). */
export const invitationPagePath = (token: string) => `/invitation/${encodeURIComponent(token)}`;

export const TEAM_LIMITS = {
  invitationDays: 14,
  reasonMax: 500,
} as const;

export const TEAM_MESSAGES = {
  team: 'Team',
  invited: 'Invitation sent',
  resent: 'Invitation sent again',
  revoked: 'Invitation withdrawn',
  accepted: 'Welcome to the team',
  roleChanged: 'Role changed',
  removed: 'Member removed',
  policy: 'Approval policy',
  policySaved: 'Approval policy saved',
  approved: 'Payment request approved: it goes to VendorBridge for review',
  declined: 'Payment request declined',
  roleInvalid: 'Please choose a role: owner, maker, approver or viewer',
  alreadyMember: 'This person is already a member of a business on VendorBridge',
  alreadyInvited: 'This person already has an invitation waiting; send it again instead',
  invitationInvalid: 'This invitation link is not valid or has already been used',
  invitationExpired: 'This invitation has expired; ask for a new one',
  lastOwner: 'A business keeps at least one owner: make someone else an owner first',
  notMember: 'No such member in your business',
  ownApproval: 'You made this request: another approver must approve it',
  thresholdInvalid: 'Enter the naira amount from which two people are needed, or leave it empty',
  reasonRequired: 'Please say why the request is declined',
  reasonTooLong: `The reason must be at most ${TEAM_LIMITS.reasonMax} characters`,
  removedAccount: 'This account is no longer a member of a business on VendorBridge.',
  requireTwoFactorInvalid: 'requireTwoFactor must be true or false',
  twoFactorRequired:
    'Your business requires two-factor sign-in: set up an authenticator app under Security first.',
} as const;

const role = z.enum(BUSINESS_ROLES, TEAM_MESSAGES.roleInvalid);

/** `POST /api/team/invitations`. */
export const invitationBodySchema = z.object({
  email: z.pipe(ruledString(validateEmail), z.transform(normalizeEmail)),
  role,
});
export type InvitationBody = z.output<typeof invitationBodySchema>;

/**
 * Accepting an invitation, the team's (`POST /api/team/invitations/:token/accept`) or the
 * staff's: the newcomer's name and password (the link proved the e-mail).
 */
export const acceptInvitationBodySchema = z.object({
  name: z.pipe(
    ruledString(validateName),
    z.transform((value: string) => value.trim()),
  ),
  password: ruledString(validateNewPassword),
});
export type AcceptInvitationBody = z.output<typeof acceptInvitationBodySchema>;

/** `PUT /api/team/members/:id`. */
export const memberRoleBodySchema = z.object({ role });

/**
 * `PUT /api/team/approval-policy`: the naira amount at or above which a request needs an
 * approver other than its maker; null (or empty) for none.
 */
export const approvalPolicyBodySchema = z.object({
  /** Every member must sign in with an authenticator app; unchanged when left out. */
  requireTwoFactor: z.optional(z.boolean(TEAM_MESSAGES.requireTwoFactorInvalid)),
  thresholdNgn: z.pipe(
    z.nullable(
      z.string(TEAM_MESSAGES.thresholdInvalid).check(
        z.trim(),
        ...typedAmountChecks(),
        z.refine((value) => value === '' || isNairaAmount(value), TEAM_MESSAGES.thresholdInvalid),
        z.refine((value) => !nairaAboveMaximum(value), MONEY_LIMIT_MESSAGES.nairaTooLarge),
      ),
    ),
    z.transform((value: string | null) => (value ? value : null)),
  ),
});
export type ApprovalPolicyBody = z.output<typeof approvalPolicyBodySchema>;

/** `POST /api/payments/:id/decline`. */
export const declineBodySchema = z.object({
  reason: z
    .string(TEAM_MESSAGES.reasonRequired)
    .check(
      z.trim(),
      z.minLength(1, TEAM_MESSAGES.reasonRequired),
      z.maxLength(TEAM_LIMITS.reasonMax, TEAM_MESSAGES.reasonTooLong),
    ),
});

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(BUSINESS_ROLES),
  joinedAt: z.string(),
  /** Whether this is the caller. */
  you: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(BUSINESS_ROLES),
  invitedBy: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const approvalPolicySchema = z.object({
  /** Naira; requests at or above it need an approver other than their maker. Null: no policy. */
  thresholdNgn: z.nullable(z.string()),
  /** Whether every member must sign in with an authenticator app. */
  requireTwoFactor: z.boolean(),
});
export type ApprovalPolicy = z.infer<typeof approvalPolicySchema>;

/** `GET /api/team`: the members, the invitations still waiting (owners only; empty for others) and the policy. */
export const teamDataSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
  policy: approvalPolicySchema,
});
export type TeamData = z.infer<typeof teamDataSchema>;

export const teamInvitationDataSchema = z.object({ invitation: teamInvitationSchema });
export const teamMemberDataSchema = z.object({ member: teamMemberSchema });
export const approvalPolicyDataSchema = z.object({ policy: approvalPolicySchema });

/** `GET /api/team/invitations/:token`: what the invitation page shows. */
export const invitationPreviewSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  role: z.enum(BUSINESS_ROLES),
  expiresAt: z.string(),
});
export const invitationPreviewDataSchema = z.object({ invitation: invitationPreviewSchema });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
