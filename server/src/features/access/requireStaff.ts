import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { staffMayDo, type StaffAction } from '@portal/contracts/staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/http';
import { accountOf, ACCESS_MESSAGES, requireRole, type AccessDeps } from './requireRole';

/**
 * An admin route's guard (issue 22, D35): a signed-in staff member (with their second factor
 * where required), and, when the route changes something, a role that may take `action`
 * (STAFF_PERMISSIONS); 403 otherwise. Reading is every staff member's. The role comes with the
 * account row the guard reads anyway: no query more.
 */
export function requireStaff(deps: AccessDeps, action?: StaffAction) {
  const admin = requireRole(deps, 'admin');
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await admin(request, reply);
    if (action && !staffMayDo(accountOf(request).staffRole, action)) {
      throw new ApiError(403, ACCESS_MESSAGES.forbidden, { code: ERROR_CODES.forbidden });
    }
  };
}
