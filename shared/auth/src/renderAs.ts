import type { AuthState } from '@portal/contracts/session';
import type { User } from '@portal/contracts/user';
import type { SessionStore } from './sessionStore';

/**
 * Server rendering of a signed-in first screen (D41): `render` runs with `store` showing
 * `user` signed in, and the store as it was afterwards; nothing is saved, announced or
 * marked. It must be synchronous, so no other render (another person's, in the same
 * server) sees the user. Only the servers' renderers import this module (by its path), so
 * no browser bundle carries it: `/`'s first script has no byte to spare.
 */
export function renderAs<T>(store: SessionStore, user: User, render: () => T): T {
  const signedIn: AuthState = { user, token: null, refreshToken: null, isAuthenticated: true };
  const getState = store.getState;
  // What every hook and guard reads the session by (useSession's snapshot included).
  store.getState = () => signedIn;
  try {
    return render();
  } finally {
    store.getState = getState;
  }
}
