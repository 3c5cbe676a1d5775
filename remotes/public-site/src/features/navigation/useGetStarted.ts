import { useNavigate } from 'react-router-dom';
import type { RemoteAreaProps } from '@portal/contracts/remote';
import { DASHBOARD_BY_ROLE } from '@portal/contracts/roles';
import { useSession } from '@portal/auth';

/** Get Started never leads to an undefined route: it opens Sign Up, or, when signed in, goes to the user's dashboard. */
export function useGetStarted(openModal: RemoteAreaProps['openModal']): () => void {
  const { user } = useSession();
  const navigate = useNavigate();
  return () => {
    if (user) void navigate(DASHBOARD_BY_ROLE[user.role]);
    else openModal('signup');
  };
}
