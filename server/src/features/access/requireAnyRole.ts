import type { Role } from '@portal/contracts/roles';
import { requireRole, type AccessDeps } from './requireRole';

/**
 * A guard for routes that more than one role may use (a customer's own file that an
 * admin reviews too): `requireRole` with the roles listed, so the token, the stored
 * account and its second factor are checked exactly as on any other route. The route
 * still decides which records each role may see.
 */
export function requireAnyRole(deps: AccessDeps, roles: readonly [Role, ...Role[]]) {
  return requireRole(deps, roles);
}
