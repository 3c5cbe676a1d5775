import { queryClient } from '@portal/query-client';
import { sessionStore } from '@portal/auth';
import { adminKeys, createServerAdminDataSource } from './api';
import { RECENT_ACTIVITY_LIMIT } from './features/dashboard';

/** The pages that open on the dashboard, as Area.tsx routes them (`/admin` goes to it). */
const DASHBOARD_PATHS = new Set(['/admin-dashboard', '/admin', '/admin/dashboard']);

/**
 * Starts the reads the dashboard makes first, into the page's QueryClient, before the
 * area renders (issue 23 point 7). The shell calls it (exported by `./Area`) as soon as
 * a signed-in session is known and the remote's entry is in, while the Area's own chunks
 * still download; the dashboard's queries then find the answers under way under the same
 * keys instead of asking only after the first render. The same reads as the screen: the
 * figures (which the payment queues and the stale-rate warning share) and the recent
 * activity. Reading is every staff member's (STAFF_PERMISSIONS lists only changes), so no
 * role is left out. The layout's two-factor banner is keyed by page and kept for no time:
 * it asks itself. prefetchQuery swallows a refusal; the screen, finding no data, reads
 * again on mount and shows what it always showed.
 */
export function prefetch(pathname: string): void {
  const { isAuthenticated, user } = sessionStore.getState();
  if (!isAuthenticated || user?.role !== 'admin') return;
  if (!DASHBOARD_PATHS.has(pathname.replace(/\/+$/, '') || '/')) return;
  const source = createServerAdminDataSource();
  void queryClient.prefetchQuery({
    queryKey: adminKeys.dashboardStats,
    queryFn: () => source.getDashboardStats(),
  });
  void queryClient.prefetchQuery({
    queryKey: adminKeys.recentActivity,
    queryFn: () => source.listRecentActivity(RECENT_ACTIVITY_LIMIT),
  });
}
