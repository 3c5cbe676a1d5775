import { ERROR_CODES, STAFF_MESSAGES, TEAM_MESSAGES, type Role } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, isTwoFactorOn, type AccessTokens } from '../auth';
import type { Db, UserRow } from '../../plugins/database';
import { ApiError } from '../../plugins/http';
import type { RateLimit } from '../../plugins/rate-limit';
import { apiKeyCredential, keyNotAllowed } from './apiKeyBearer';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, read from the database by `requireRole`. */
    account?: UserRow;
    /** The session (refresh-token family) of the request's access token. */
    sessionId?: string;
  }
}

export const ACCESS_MESSAGES = {
  authRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  twoFactorSetupRequired: 'Set up two-factor sign-in before using the admin area.',
} as const;

export interface AccessDeps {
  db: Db;
  tokens: AccessTokens;
  /**
   * ADMIN_REQUIRE_2FA: the admin routes refuse an admin who has not enrolled a second
   * factor (403 TWO_FACTOR_SETUP_REQUIRED). Sign-in and the /auth routes stay open,
   * so that the admin can enrol.
   */
  adminTwoFactorRequired?: boolean;
  /** Requests per API key (issue 36); tests lower it. */
  apiKeyLimit?: RateLimit;
}

const unauthorised = (message: string) => new ApiError(401, message, { code: ERROR_CODES.invalidToken });

/**
 * A route's guard (the server is the authority: the role stored in the database decides). The
 * bearer token must be valid, its account must exist, be verified and still carry the token's
 * version, and its session must not have ended (logout, a reused refresh token, a password reset);
 * then the role *stored in the database* decides (a customer on an admin route gets 403, and so
 * does an admin on a customer route: admins have no records of their own there).
 *
 * Every route runs its guard as its `onRequest` hook (the one guard hook of the API): the caller is
 * refused before its body is read or parsed, so an unknown caller never makes the server parse
 * JSON or stream an upload, and a refusal is the same whatever the body.
 */
export function requireRole(deps: AccessDeps, role: Role) {
  return async function guard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    // An API key acts only where requireMember admits it (issue 36).
    if (apiKeyCredential(request.headers.authorization)) throw keyNotAllowed();
    const bearer = await authenticate(deps.db, deps.tokens, request.headers.authorization);
    if (!bearer.ok) {
      throw unauthorised(
        bearer.reason === 'missing' ? ACCESS_MESSAGES.authRequired : ACCESS_MESSAGES.sessionExpired,
      );
    }
    const { account } = bearer;
    if (account.role !== role) {
      throw new ApiError(403, ACCESS_MESSAGES.forbidden, { code: ERROR_CODES.forbidden });
    }
    // A member removed from their business keeps their account row (what they made names
    // them) but acts nowhere.
    if (role === 'user' && account.businessRole === null) {
      throw new ApiError(403, TEAM_MESSAGES.removedAccount, { code: ERROR_CODES.forbidden });
    }
    // A staff member removed from the staff keeps their account row (the audit names them).
    if (role === 'admin' && account.staffRole === null) {
      throw new ApiError(403, STAFF_MESSAGES.removedAccount, { code: ERROR_CODES.forbidden });
    }
    // Invited staff enrol an authenticator app before any admin route answers, in every
    // environment (D35); ADMIN_REQUIRE_2FA governs the configured admin.
    const secondFactorRequired = deps.adminTwoFactorRequired || account.twoFactorRequired;
    if (role === 'admin' && secondFactorRequired && !(await isTwoFactorOn(deps.db, account.id))) {
      throw new ApiError(403, ACCESS_MESSAGES.twoFactorSetupRequired, {
        code: ERROR_CODES.twoFactorSetupRequired,
      });
    }
    request.account = account;
    request.sessionId = bearer.sessionId;
  };
}

/** The account `requireRole` admitted; only call it in a guarded route. */
export function accountOf(request: FastifyRequest): UserRow {
  if (!request.account) throw new Error('accountOf() called on a route without requireRole');
  return request.account;
}
