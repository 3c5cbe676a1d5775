import * as z from 'zod/mini';
import { AUDIT_PAGE_MAX } from './security';
import { nextCursorField, pageCursorParam } from './pageQuery';

// The runtime schemas of account security's answers and bodies, apart from its paths,
// messages and limits (security.ts), so that a build which needs only those constants
// leaves zod out (the package is side-effect free: webpack drops a module none of whose
// exports is used).

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
/** Ending every session answers how many were live (this one included), to say so. */
export const sessionsEndedDataSchema = z.object({ ended: z.number() });
export type SessionsEndedData = z.infer<typeof sessionsEndedDataSchema>;

// ---- Audit record ----

export const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  /** The actor's e-mail address, or null (the system, or a sign-in for no known account). */
  actor: z.nullable(z.string()),
  /** The actor's name when the account still exists; absent from a server from before. */
  actorName: z.optional(z.nullable(z.string())),
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
  nextCursor: nextCursorField,
});
export type AuditListData = z.infer<typeof auditListDataSchema>;

export const auditQuerySchema = z.object({
  /** A prefix of the action: `auth.` or `auth.sign-in`, `registration.`. */
  action: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** The actor's e-mail address (whole, any case). */
  actor: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  /** The shared page cursor (newest first by when it happened). */
  cursor: pageCursorParam,
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/)),
      z.transform((value: string) => Math.min(Math.max(Number(value), 1), AUDIT_PAGE_MAX)),
    ),
  ),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
