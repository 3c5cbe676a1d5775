import { DASHBOARD_BY_ROLE } from '@portal/contracts/roles';
import type { User } from '@portal/contracts/user';
import { areaForPath } from '../remotes';

/** True when the user's role may see the path (public paths are open to all). */
export function roleMaySee(user: User, path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const area = areaForPath(pathname);
  return Boolean(area) && (area?.role === null || area?.role === user.role);
}

/**
 * Where a sign-in lands: back on the page the user was sent away from to sign in,
 * when their role may see it; otherwise on their role's dashboard.
 */
export function destinationAfterSignIn(user: User, returnTo: string | null): string {
  if (returnTo && roleMaySee(user, returnTo)) return returnTo;
  return DASHBOARD_BY_ROLE[user.role];
}
