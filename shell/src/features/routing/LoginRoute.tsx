import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { DASHBOARD_BY_ROLE } from '@portal/contracts/roles';
import { useSession } from '@portal/auth';
import { useModals } from '../modals';

/** /login is not a page of its own: it lands on / with the Log In modal open. */
export function LoginRoute() {
  const location = useLocation();
  const { open, setReturnTo } = useModals();
  const { isAuthenticated, user } = useSession();
  const from = (location.state as { from?: unknown } | null)?.from;

  useEffect(() => {
    if (isAuthenticated) return;
    setReturnTo(typeof from === 'string' ? from : null);
    open('login');
  }, [from, isAuthenticated, open, setReturnTo]);

  if (isAuthenticated && user) return <Navigate to={DASHBOARD_BY_ROLE[user.role]} replace />;
  // A notice asked of Log In (e.g. how many sessions ended) goes along to the modal on /.
  const state: unknown = location.state;
  const asksNotice = typeof state === 'object' && state !== null && 'loginNotice' in state;
  return <Navigate to="/" replace state={asksNotice ? state : undefined} />;
}
