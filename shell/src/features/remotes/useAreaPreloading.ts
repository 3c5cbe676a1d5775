import { useEffect } from 'react';
import { useSession } from '@portal/auth';
import type { RemoteName } from '@portal/contracts/remote';
import { warmArea } from './useRemoteArea';
import { whenIdle } from './whenIdle';

const AREA_BY_ROLE: Record<'user' | 'admin', RemoteName> = { user: 'customer', admin: 'admin' };

/**
 * Once the page is idle, load the area the signed-in user will go to next, so the
 * switch into it does not wait on the network or on evaluating the remote's code.
 * Visitors load nothing ahead.
 */
export function useAreaPreloading(): void {
  const { user } = useSession();
  const role = user?.role;
  useEffect(() => {
    if (!role) return undefined;
    return whenIdle(() => void warmArea(AREA_BY_ROLE[role]));
  }, [role]);
}
