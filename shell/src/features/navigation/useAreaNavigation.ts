import { useLocation } from 'react-router-dom';
import { areaForPath, type AreaNavigation } from '@portal/contracts/areas';
import { useSession } from '@portal/auth';

/**
 * The navigation of the area the signed-in user is inside, or null: on the public
 * pages, when signed out, or on an area the user's role may not enter (its guard
 * is about to send them elsewhere, so its links would only flash).
 */
export function useAreaNavigation(): AreaNavigation | null {
  const { pathname } = useLocation();
  const { isAuthenticated, user } = useSession();
  const area = areaForPath(pathname);
  if (!area?.navigation || !area.role || !isAuthenticated || user?.role !== area.role) return null;
  return area.navigation(pathname);
}
