import type { User } from './user';

/** The auth state of spec §3 and §4. */
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  token: string | null;
  refreshToken: string | null;
}

export const SIGNED_OUT: AuthState = Object.freeze({
  user: null,
  isAuthenticated: false,
  token: null,
  refreshToken: null,
});

/** Session storage keys of spec §4. `refreshToken` is written only when provided. */
export const SESSION_KEYS = {
  user: 'user',
  token: 'token',
  refreshToken: 'refreshToken',
  isAuthenticated: 'isAuthenticated',
} as const;
