import { queryClient } from '@portal/query-client';
import { sessionStore } from '@portal/auth';
import { createCustomerDataSource } from './api/createCustomerDataSource';
import { customerKeys } from './api/customerQueries';

/** The pages that open on the overview (WelcomeScreen), as Area.tsx routes them. */
const OVERVIEW_PATHS = new Set(['/user-dashboard', '/dashboard', '/dashboard/overview']);

/**
 * Starts the reads the area's first screen makes, into the page's QueryClient, before
 * the area renders (issue 23 point 7). The shell calls it (exported by `./Area`) as
 * soon as a signed-in session is known and the remote's entry is in, while the Area's
 * own chunks still download; the screens' queries then find the answers under way
 * under the same keys instead of asking only after the first render. The same reads
 * as the screens: the layout's approval banner reads onboarding for an account not yet
 * approved, the overview its counts and the checklist's onboarding.
 */
export function prefetch(pathname: string): void {
  const { isAuthenticated, user } = sessionStore.getState();
  if (!isAuthenticated || user?.role !== 'user') return;
  const source = createCustomerDataSource();
  const overview = OVERVIEW_PATHS.has(pathname.replace(/\/+$/, '') || '/');
  if (overview || !user.approved) {
    void queryClient.prefetchQuery({
      queryKey: customerKeys.onboarding,
      queryFn: () => source.getOnboarding(),
    });
  }
  if (overview) {
    void queryClient.prefetchQuery({
      queryKey: customerKeys.dashboard,
      queryFn: () => source.getDashboard(),
    });
  }
}
