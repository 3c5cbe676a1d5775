import { useEffect } from 'react';
import { refreshCurrentUser } from '@portal/auth';

/**
 * The session was restored from storage before the first render; now ask the
 * server who we are, so a changed approval or a revoked account shows at once.
 */
export function useSessionRefresh(): void {
  useEffect(() => {
    void refreshCurrentUser().catch(() => undefined);
  }, []);
}
