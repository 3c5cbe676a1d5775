import * as z from 'zod/mini';

/**
 * Account security (issue 12, items 10–12): two-factor sign-in for admins, a user's
 * own sessions and password, and the admin's reading of the audit record. Paths are
 * under the API base (`/api`), like API_PATHS and DATA_PATHS.
 */
export const SECURITY_PATHS = {
  /** GET: the signed-in account's two-factor state. */
  twoFactor: '/auth/2fa',
  /** POST (no body): a new pending secret, its otpauth URL and a QR code; not active until enabled. */
  twoFactorSetup: '/auth/2fa/setup',
  /** POST { code }: confirms the pending secret with a code; answers the recovery codes once. */
  twoFactorEnable: '/auth/2fa/enable',
  /** POST { password, code }: turns two-factor sign-in off (code: an app code or a recovery code). */
  twoFactorDisable: '/auth/2fa/disable',
  /** POST { challengeToken, code }: the second step of a sign-in; answers LoginData. */
  loginTwoFactor: '/auth/login/2fa',
  /** POST { currentPassword, newPassword }: ends every other session. */
  changePassword: '/auth/password',
  /** GET: the account's live sessions. */
  sessions: '/auth/sessions',
  /** POST (no body): ends every session of the account, this one included. */
  endAllSessions: '/auth/sessions/end-all',
  /** GET ?action=&actor=&cursor=&limit= (admin): the audit record, newest first. */
  adminAudit: '/admin/audit',
} as const;

export const SECURITY_MESSAGES = {
  enterCode: 'Enter the code from your authenticator app',
  codeRequired: 'Please enter the 6-digit code or a recovery code',
  wrongCode: 'That code is not right. Please try again.',
  challengeExpired: 'Your sign-in has expired. Please log in again.',
  tooManyCodes: 'Too many codes tried. Please wait a few minutes and try again.',
  noPendingSetup: 'Start the set-up again: no authenticator app is waiting to be confirmed.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notEnabled: 'Two-factor sign-in is not on.',
  setupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  status: 'Two-factor sign-in',
  setupRequired: 'Set up two-factor sign-in before using the admin area.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not right',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  passwordRequired: 'Please enter your password',
  passwordWrong: 'Your password is not right',
  sessions: 'Your sessions',
  sessionsEnded: 'Every session has been signed out.',
  audit: 'Audit record',
} as const;

/** How long the second step of a sign-in may wait after the password was right. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 300;
export const RECOVERY_CODE_COUNT = 10;

// ---- Two-factor ----

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** ADMIN_REQUIRE_2FA applies to this account: the admin area is closed until enabled. */
  required: z.boolean(),
  /** Unused recovery codes (0 when not enabled). */
  recoveryCodesLeft: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export const twoFactorStatusDataSchema = z.object({ twoFactor: twoFactorStatusSchema });
export type TwoFactorStatusData = z.infer<typeof twoFactorStatusDataSchema>;

export const twoFactorSetupDataSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** An `<svg>` element's markup, to be inserted as it is (no image URL). */
  qrSvg: z.string(),
});
export type TwoFactorSetupData = z.infer<typeof twoFactorSetupDataSchema>;

export const twoFactorEnableBodySchema = z.object({ code: z.string() });
export type TwoFactorEnableBody = z.infer<typeof twoFactorEnableBodySchema>;
export const recoveryCodesDataSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesData = z.infer<typeof recoveryCodesDataSchema>;

export const twoFactorDisableBodySchema = z.object({ password: z.string(), code: z.string() });
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBodySchema>;

/**
 * What both login endpoints answer (200, no tokens) when the password was right and
 * the account has two-factor sign-in on: the client asks for the code and posts it
 * with the challenge token to SECURITY_PATHS.loginTwoFactor.
 */
export const twoFactorChallengeSchema = z.object({
  challengeToken: z.string(),
  expiresInSeconds: z.number(),
});
export const loginChallengeDataSchema = z.object({ twoFactor: twoFactorChallengeSchema });
export type LoginChallengeData = z.infer<typeof loginChallengeDataSchema>;

export const loginTwoFactorBodySchema = z.object({ challengeToken: z.string(), code: z.string() });
export type LoginTwoFactorBody = z.infer<typeof loginTwoFactorBodySchema>;

// ---- Password and sessions ----

export const changePasswordBodySchema = z.object({ currentPassword: z.string(), newPassword: z.string() });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const sessionSchema = z.object({
  /** The session (refresh-token family) id. */
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session the request was made in. */
  current: z.boolean(),
  userAgent: z.nullable(z.string()),
});
export type SessionInfo = z.infer<typeof sessionSchema>;
export const sessionListDataSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionListData = z.infer<typeof sessionListDataSchema>;

// ---- Audit record ----

/** The auth actions written to the audit record beside the admin decisions. */
export const AUTH_AUDIT_ACTIONS = {
  signIn: 'auth.sign-in',
  signInFailed: 'auth.sign-in-failed',
  lockedOut: 'auth.locked-out',
  passwordChanged: 'auth.password-changed',
  twoFactorEnabled: 'auth.2fa-enabled',
  twoFactorDisabled: 'auth.2fa-disabled',
  sessionsEnded: 'auth.sessions-ended',
} as const;

export const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  /** The actor's e-mail address, or null (the system, or a sign-in for no known account). */
  actor: z.nullable(z.string()),
  action: z.string(),
  summary: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  reason: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRecordEntry = z.infer<typeof auditEntrySchema>;
export const auditListDataSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type AuditListData = z.infer<typeof auditListDataSchema>;

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;
export const auditQuerySchema = z.object({
  /** A prefix of the action: `auth.` or `auth.sign-in`, `registration.`. */
  action: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** The actor's e-mail address (whole, any case). */
  actor: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  cursor: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/)),
      z.transform((value: string) => Math.min(Math.max(Number(value), 1), AUDIT_PAGE_MAX)),
    ),
  ),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
