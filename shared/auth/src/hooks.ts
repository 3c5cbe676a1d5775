import { useSyncExternalStore } from 'react';
import type { AuthState } from '@portal/contracts/session';
import { sessionStore } from './sessionStore';
import { signOut } from './authApi';

/** The current auth state; re-renders when it changes, in the shell or any remote. */
export function useSession(): AuthState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

/** Whether a silent sign-in (D39) is under way: a guarded page waits for it. */
export function useRestoring(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.isRestoring, sessionStore.isRestoring);
}

/** The session plus the actions a screen needs. */
export function useAuth(): AuthState & { logout: () => Promise<void> } {
  const session = useSession();
  return { ...session, logout: signOut };
}
