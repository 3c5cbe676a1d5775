import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { DASHBOARD_BY_ROLE, type Role } from '@portal/contracts/roles';
import { sessionStore, useRestoring, useSession } from '@portal/auth';
import { Skeleton, SkeletonBlock } from '@portal/ui';

/**
 * The route guard of the portal pages: signed out goes to /login remembering the origin;
 * a signed-in user of the wrong role goes to their own dashboard. While the tab signs in
 * silently by its refresh cookie (a reload, a new tab), the page waits.
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { isAuthenticated, user } = useSession();
  const location = useLocation();
  const restoring = useRestoring();
  if (!isAuthenticated || !user) {
    // A silent sign-in (D39) still running: wait for it rather than open Log In.
    if (restoring) {
      return (
        <Skeleton label="Signing you in…">
          <SkeletonBlock width="100%" height={320} />
        </Skeleton>
      );
    }
    // A deliberate Log Out goes home; /login (with the page to come back to) is for a
    // session that ended on its own.
    if (sessionStore.signedOutByUser()) return <Navigate to="/" replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (user.role !== role) return <Navigate to={DASHBOARD_BY_ROLE[user.role]} replace />;
  return <>{children}</>;
}
