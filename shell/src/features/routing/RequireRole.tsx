import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { DASHBOARD_BY_ROLE, type Role } from '@portal/contracts';
import { sessionStore, useSession } from '@portal/auth';

/**
 * The route guard of the portal pages: signed out goes to /login remembering the origin;
 * a signed-in user of the wrong role goes to their own dashboard.
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { isAuthenticated, user } = useSession();
  const location = useLocation();
  if (!isAuthenticated || !user) {
    // A deliberate Log Out goes home; /login (with the page to come back to) is for a
    // session that ended on its own.
    if (sessionStore.signedOutByUser()) return <Navigate to="/" replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (user.role !== role) return <Navigate to={DASHBOARD_BY_ROLE[user.role]} replace />;
  return <>{children}</>;
}
