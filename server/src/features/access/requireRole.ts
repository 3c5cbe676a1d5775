import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { Role } from '@portal/contracts/roles';
import { STAFF_MESSAGES } from '@portal/contracts/staff';
import { TEAM_MESSAGES } from '@portal/contracts/teams';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, isTwoFactorOn, type AccessTokens, type SessionAccount } from '../auth';
import type { Db } from '../../plugins/database';
import { ApiError } from '../../plugins/http';
import type { RateLimit } from '../../plugins/rate-limit';
import { apiKeyCredential, keyNotAllowed } from './apiKeyBearer';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account (the columns the guards read), read from the database by `requireRole`. */
    account?: SessionAccount;
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
 * What every role guard checks once the token named an account of a role the route admits:
 * that the account still acts (a removed member or staff member keeps their row, but acts
 * nowhere), and that it has its second factor where one is required: a business that requires
 * two-factor sign-in (issue 21) refuses its members on every route, and staff enrol an
 * authenticator app before any admin route answers (D35; ADMIN_REQUIRE_2FA governs the
 * configured admin). It lives here, in the guard every customer and admin guard is built on,
 * so that no route can forget it (issue 32: files and receipts once skipped it).
 */
async function admitAccount(deps: AccessDeps, account: SessionAccount): Promise<void> {
  if (account.role === 'user' && account.businessRole === null) {
    throw new ApiError(403, TEAM_MESSAGES.removedAccount, { code: ERROR_CODES.forbidden });
  }
  if (account.role === 'admin' && account.staffRole === null) {
    throw new ApiError(403, STAFF_MESSAGES.removedAccount, { code: ERROR_CODES.forbidden });
  }
  const adminRequirement = account.role === 'admin' && deps.adminTwoFactorRequired;
  // Only accounts that must have a second factor pay the query.
  if ((adminRequirement || account.twoFactorRequired) && !(await isTwoFactorOn(deps.db, account.id))) {
    const message =
      account.role === 'admin' ? ACCESS_MESSAGES.twoFactorSetupRequired : TEAM_MESSAGES.twoFactorRequired;
    throw new ApiError(403, message, { code: ERROR_CODES.twoFactorSetupRequired });
  }
}

/**
 * A route's guard (the server is the authority: the role stored in the database decides). The
 * bearer token must be valid, its account must exist, be verified and still carry the token's
 * version, and its session must not have ended (logout, a reused refresh token, a password reset);
 * then the role *stored in the database* decides (a customer on an admin route gets 403, and so
 * does an admin on a customer route: admins have no records of their own there), and then
 * `admitAccount`. With several roles (a customer's own file that an admin reviews too), any of
 * them is admitted; the route still decides which records each role may see.
 *
 * Every route runs its guard as its `onRequest` hook (the one guard hook of the API): the caller is
 * refused before its body is read or parsed, so an unknown caller never makes the server parse
 * JSON or stream an upload, and a refusal is the same whatever the body.
 */
export function requireRole(deps: AccessDeps, role: Role | readonly [Role, ...Role[]]) {
  const roles: readonly Role[] = typeof role === 'string' ? [role] : role;
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
    if (!roles.includes(account.role)) {
      throw new ApiError(403, ACCESS_MESSAGES.forbidden, { code: ERROR_CODES.forbidden });
    }
    await admitAccount(deps, account);
    request.account = account;
    request.sessionId = bearer.sessionId;
  };
}

/** The account `requireRole` admitted; only call it in a guarded route. */
export function accountOf(request: FastifyRequest): SessionAccount {
  if (!request.account) throw new Error('accountOf() called on a route without requireRole');
  return request.account;
}
