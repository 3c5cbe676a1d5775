import type { Role } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/http';
import { requireRole, type AccessDeps } from './requireRole';

/**
 * A guard for routes that more than one role may use (a customer's own file that an
 * admin reviews too). Each role's own guard is asked in turn, so the token and the
 * stored account are checked exactly as `requireRole` does; the first role that
 * fits admits the request, and if none does the answer is the last refusal (401 for
 * a bad token, 403 for a role not listed). The route still decides which records
 * each role may see.
 */
export function requireAnyRole(deps: AccessDeps, roles: readonly [Role, ...Role[]]) {
  const guards = roles.map((role) => requireRole(deps, role));
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    let refusal: unknown;
    for (const roleGuard of guards) {
      try {
        await roleGuard(request, reply);
        return;
      } catch (error) {
        // Only "wrong role" lets the next role try; a bad token is final.
        if (!(error instanceof ApiError) || error.statusCode !== 403) throw error;
        refusal = error;
      }
    }
    throw refusal;
  };
}
