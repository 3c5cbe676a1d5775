import { ROLES, type Role } from '@portal/contracts/roles';
import { SESSION_KEYS, type AuthState } from '@portal/contracts/session';
import { hasSessionMarker } from './sessionMarker';

// What this tab's session storage keeps of a session (D39): the user and the spec §4
// `isAuthenticated` flag, a non-secret hint for which area to warm. No token is ever
// written: the access token lives in memory, the refresh token in an httpOnly cookie. A
// session is only ever restored by a refresh, never from this hint.

/** Writes the hint under the spec §4 keys; any token an older build left there goes. */
export function saveSession(state: AuthState, storage: Storage = sessionStorage): void {
  if (!state.user || !state.isAuthenticated) return;
  storage.setItem(SESSION_KEYS.user, JSON.stringify(state.user));
  storage.setItem(SESSION_KEYS.isAuthenticated, 'true');
  storage.removeItem(SESSION_KEYS.token);
  storage.removeItem(SESSION_KEYS.refreshToken);
}

/** The hint's user, not yet checked, when storage says a session exists. */
function storedUser(storage: Storage): unknown {
  if (storage.getItem(SESSION_KEYS.isAuthenticated) !== 'true') return null;
  const rawUser = storage.getItem(SESSION_KEYS.user);
  if (!rawUser) return null;
  try {
    return JSON.parse(rawUser) as unknown;
  } catch {
    return null;
  }
}

/**
 * The role of the saved session as storage has it, unchecked: only a hint (which area
 * to start fetching before the shell renders). A wrong hint warms an area the guard will
 * not show; what the guard decides by is the session the silent refresh brings. A new tab
 * has no hint of its own yet: nothing is warmed there.
 */
export function peekSavedRole(storage?: Storage): Role | null {
  if (!hasSessionMarker()) return null;
  // Session storage is opened only past the marker: a visitor without one never pays for it.
  const stored = storedUser(storage ?? sessionStorage);
  const role: unknown = stored && typeof stored === 'object' && 'role' in stored ? stored.role : null;
  return ROLES.find((known) => known === role) ?? null;
}

export function removeSession(storage: Storage = sessionStorage): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}
