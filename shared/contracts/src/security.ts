/**
 * Account security (issue 12, items 10–12): two-factor sign-in for admins, a user's
 * own sessions and password, and the admin's reading of the audit record. Paths are
 * under the API base (`/api`), like API_PATHS and DATA_PATHS.
 *
 * Plain constants only: the shell's first script reads the paths and messages (through
 * @portal/auth and the sign-in modals), and a module here that built a zod schema would
 * put zod in it for every visitor. The answers' and bodies' schemas are in
 * securitySchemas.ts.
 */
// What the shell's first script needs (the sign-in's second step and the sign-in forms'
// messages) stands alone: a bundle keeps a whole object it reads one key of, and these
// objects are for the security pages, not for every visitor of \`/\` (its 130 KB budget).
export const LOGIN_TWO_FACTOR_PATH = '/auth/login/2fa';
export const ENTER_CODE_MESSAGE = 'Enter the code from your authenticator app';
export const CODE_REQUIRED_MESSAGE = 'Please enter the 6-digit code or a recovery code';
export const WRONG_CODE_MESSAGE = 'That code is not right. Please try again.';
export const PASSWORD_REQUIRED_MESSAGE = 'Please enter your password';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Please enter your current password';

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
  loginTwoFactor: LOGIN_TWO_FACTOR_PATH,
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
  enterCode: ENTER_CODE_MESSAGE,
  codeRequired: CODE_REQUIRED_MESSAGE,
  wrongCode: WRONG_CODE_MESSAGE,
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
  currentPasswordRequired: CURRENT_PASSWORD_REQUIRED_MESSAGE,
  currentPasswordWrong: 'Your current password is not right',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  passwordRequired: PASSWORD_REQUIRED_MESSAGE,
  passwordWrong: 'Your password is not right',
  sessions: 'Your sessions',
  sessionsEnded: 'Every session has been signed out.',
  audit: 'Audit record',
} as const;

/** How long the second step of a sign-in may wait after the password was right. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 300;
export const RECOVERY_CODE_COUNT = 10;

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

/** How many audit entries a page holds unless the query asks for fewer, and at most. */
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;
