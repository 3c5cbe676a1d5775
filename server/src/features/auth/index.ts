export { registerAuthRoutes, type AuthRouteDeps } from './authRoutes';
export type { AuthDeps } from './createAuthContext';
export type { AuthSettings } from './context';
export { DEFAULT_AUTH_LIMITS, type AuthLimits } from './limits';
export { AUTH_MESSAGES } from './messages';
export {
  hashPassword,
  verifyPassword,
  setPasswordHashCost,
  argon2Options,
  ARGON2_OPTIONS,
  type PasswordHashCost,
} from './passwords';
export { revokeAllSessions } from './refreshTokens';
export { authenticate } from './authenticate';
export { ChallengeTokens } from './challenge';
export { isTwoFactorOn } from './twoFactorState';
export { deriveKey, randomToken, sha256 } from './secrets';
export { auditSignInFailure } from './authAudit';
export type { AuthContext } from './context';
export { completeSignIn } from './signInSession';
export { findUserById, passwordHashOf, type SessionAccount } from './users';
export { validateAccountPassword } from './rules';
export { AccessTokens, ACCESS_TOKEN_TTL_SECONDS, TOKEN_ISSUER, TOKEN_AUDIENCE } from './accessTokens';
export { CODE_TTL_MINUTES, MAX_CODE_ATTEMPTS } from './verificationCodes';
export { RESET_TOKEN_TTL_MINUTES } from './resetTokens';
export { REFRESH_TOKEN_TTL_MS, SESSION_MAX_MS } from './refreshTokens';
export { REFRESH_COOKIE, readRefreshCookie } from './refreshCookie';
export { PAGE_COOKIE, liveSessionOfPage, pageCookieKey } from './pageCookie';
