import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { ApiError } from '../../plugins/http';
import { ACCESS_MESSAGES, type AccessDeps } from './requireRole';
import { apiKeyCredential, keyNotAllowed } from './apiKeyBearer';

/**
 * A guard for an account's own security routes (/auth/2fa, /auth/password,
 * /auth/sessions): any signed-in role, with the same token and session checks as
 * `requireRole`, but never the two-factor requirement: an admin must be able to enrol.
 */
export function requireSignedIn(deps: AccessDeps) {
  return async function guard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    // An account's own security is never an API key's (issue 36).
    if (apiKeyCredential(request.headers.authorization)) throw keyNotAllowed();
    const bearer = await authenticate(deps.db, deps.tokens, request.headers.authorization);
    if (!bearer.ok) {
      const message =
        bearer.reason === 'missing' ? ACCESS_MESSAGES.authRequired : ACCESS_MESSAGES.sessionExpired;
      throw new ApiError(401, message, { code: ERROR_CODES.invalidToken });
    }
    request.account = bearer.account;
    request.sessionId = bearer.sessionId;
  };
}

/** The session `requireSignedIn` or `requireRole` admitted the request in. */
export function sessionOf(request: FastifyRequest): string {
  if (!request.sessionId) throw new Error('sessionOf() called on a route without a guard');
  return request.sessionId;
}
