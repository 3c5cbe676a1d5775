import { SESSION_KEYS, userSchema, type AuthState, type User } from '@portal/contracts';
import * as z from 'zod/mini';

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

/** Reads a saved session; anything incomplete or malformed counts as none. */
export function readSession(storage: Storage = sessionStorage): SavedSession | null {
  if (storage.getItem(SESSION_KEYS.isAuthenticated) !== 'true') return null;
  const token = storage.getItem(SESSION_KEYS.token);
  const rawUser = storage.getItem(SESSION_KEYS.user);
  if (!token || !rawUser) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawUser);
  } catch {
    return null;
  }
  const user = z.safeParse(userSchema, parsed);
  if (!user.success) return null;
  return { user: user.data, token, refreshToken: storage.getItem(SESSION_KEYS.refreshToken) };
}

export function removeSession(storage: Storage = sessionStorage): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}
