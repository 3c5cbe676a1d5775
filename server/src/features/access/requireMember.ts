import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { BusinessRole } from '@portal/contracts/roles';
import { mayDo, type BusinessAction } from '@portal/contracts/teams';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/http';
import { accountOf, ACCESS_MESSAGES, requireRole, type AccessDeps } from './requireRole';
import { admitApiKey, apiKeyCredential } from './apiKeyBearer';

/** The business a customer acts in (named by its founding account, D34) and their role in it. */
export interface Membership {
  /** The business's id: the key of its profile, documents, beneficiaries and payments. */
  id: string;
  role: BusinessRole;
}

/**
 * The caller's business and role, from the account the guard read (no query more): a
 * customer written before teams existed is the founder and owner of their own.
 */
export function businessOf(request: FastifyRequest): Membership {
  const account = accountOf(request);
  if (account.role !== 'user' || account.businessRole === null) {
    throw new Error('businessOf() called on a route without requireMember');
  }
  return { id: account.businessId ?? account.id, role: account.businessRole };
}

/**
 * A customer route's guard (issue 21): a signed-in member of a business, and, when the route
 * changes something, a role that may take `action` (BUSINESS_PERMISSIONS); 403 otherwise.
 * Reading is every member's. An API key (issue 36) is admitted instead where the route's schema
 * names a scope the key holds (apiKeyBearer.ts).
 */
export function requireMember(deps: AccessDeps & { now?: () => Date }, action?: BusinessAction) {
  const customer = requireRole(deps, 'user');
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const key = apiKeyCredential(request.headers.authorization);
    if (key) return admitApiKey(deps, request, key, action);
    // The business's two-factor requirement is the customer guard's (requireRole), as on every
    // route a member may call; the security routes (requireSignedIn) stay open so they can enrol.
    await customer(request, reply);
    if (action && !mayDo(businessOf(request).role, action)) {
      throw new ApiError(403, ACCESS_MESSAGES.forbidden, { code: ERROR_CODES.forbidden });
    }
  };
}
