import { ROLES, SESSION_KEYS, type AuthState, type Role, type User } from '@portal/contracts';
import { loadAnswerSchemas } from './loadAnswerSchemas';
import { checkAgainst } from './schemaCheck';

export interface SavedSession {
  user: User;
  token: string;
  refreshToken: string | null;
}

/** Writes the session under the spec §4 keys; `refreshToken` only when provided. */
export function saveSession(state: AuthState, storage: Storage = sessionStorage): void {
  if (!state.user || !state.token) return;
  storage.setItem(SESSION_KEYS.user, JSON.stringify(state.user));
  storage.setItem(SESSION_KEYS.token, state.token);
  if (state.refreshToken) storage.setItem(SESSION_KEYS.refreshToken, state.refreshToken);
  else storage.removeItem(SESSION_KEYS.refreshToken);
  storage.setItem(SESSION_KEYS.isAuthenticated, 'true');
}

/** What storage holds when it says a session exists, the user not yet checked. */
function storedSession(storage: Storage): { user: unknown; token: string } | null {
  if (storage.getItem(SESSION_KEYS.isAuthenticated) !== 'true') return null;
  const token = storage.getItem(SESSION_KEYS.token);
  const rawUser = storage.getItem(SESSION_KEYS.user);
  if (!token || !rawUser) return null;
  try {
    return { user: JSON.parse(rawUser) as unknown, token };
  } catch {
    return null;
  }
}

/**
 * Reads a saved session; anything incomplete or malformed counts as none. The user is
 * checked against the contracts' user schema, which loads only when storage holds a
 * session at all: a visitor without one downloads no schema and waits for nothing.
 */
export async function readSession(storage: Storage = sessionStorage): Promise<SavedSession | null> {
  const stored = storedSession(storage);
  if (!stored) return null;
  const { userSchema } = await loadAnswerSchemas();
  const user = await checkAgainst(userSchema, stored.user);
  if (!user.ok) return null;
  return { user: user.value, token: stored.token, refreshToken: storage.getItem(SESSION_KEYS.refreshToken) };
}

/**
 * The role of the saved session as storage has it, unchecked: only a hint (which area
 * to start fetching before the shell renders). A wrong hint warms an area the guard will
 * not show; what the guard decides by is the session readSession checked.
 */
export function peekSavedRole(storage: Storage = sessionStorage): Role | null {
  const stored = storedSession(storage);
  const role: unknown =
    stored && typeof stored.user === 'object' && stored.user !== null && 'role' in stored.user
      ? stored.user.role
      : null;
  return ROLES.find((known) => known === role) ?? null;
}

export function removeSession(storage: Storage = sessionStorage): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}
