import { SIGNED_OUT, type AuthState, type User } from '@portal/contracts';
import { readSession, removeSession, saveSession } from './sessionPersistence';

type Listener = () => void;

/**
 * The auth state machine of spec §4 (login, logout, restore) with the browser
 * session storage as its memory. One instance per page: `@portal/auth` is a
 * federation singleton, so the shell and every remote see the same store.
 */
export class SessionStore {
  private state: AuthState = SIGNED_OUT;
  /**
   * Counts every change of state. Comparing states cannot tell whether one happened:
   * signing out of a store that is already signed out sets the same SIGNED_OUT object.
   */
  private changes = 0;
  private endedByUser = false;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: () => Storage = () => sessionStorage) {}

  getState = (): AuthState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  login(user: User, token: string, refreshToken?: string | null): void {
    this.endedByUser = false;
    this.set({ user, token, refreshToken: refreshToken ?? null, isAuthenticated: true });
    saveSession(this.state, this.storage());
  }

  /**
   * Restores the saved session, if any, and answers whether one was found. Storage
   * without a session answers at once; a saved one is checked against the contracts'
   * schema first, which loads on demand, so the shell waits for this (a few seconds at
   * most) before it renders. Should anything change the state meanwhile, that change is
   * newer and stands: the check then restores nothing and answers false.
   */
  async restore(): Promise<boolean> {
    const changesBefore = this.changes;
    const saved = await readSession(this.storage());
    // A sign-in or sign-out while the check ran (a Log Out, a refused token, a sign-in on
    // the page the shell rendered meanwhile) is newer than what storage held: it stands.
    if (!saved || this.changes !== changesBefore) return false;
    this.set({ ...saved, isAuthenticated: true });
    return true;
  }

  /**
   * Keeps the user fresh after `GET /auth/me` without touching the tokens: a restored
   * session asks the server who it is, so a changed approval or role shows at once (D8).
   */
  updateUser(user: User): void {
    if (!this.state.isAuthenticated) return;
    this.set({ ...this.state, user });
    saveSession(this.state, this.storage());
  }

  /**
   * Replaces the tokens after a refresh. The server rotates the refresh token on every
   * use (D7); the stored one is kept only when the answer carries none.
   */
  updateTokens(token: string, refreshToken?: string | null): void {
    if (!this.state.isAuthenticated) return;
    this.set({ ...this.state, token, refreshToken: refreshToken ?? this.state.refreshToken });
    saveSession(this.state, this.storage());
  }

  /**
   * Ends the session. `byUser` when the person chose to (Log Out): the route guard
   * then takes them home instead of to /login, which is for sessions that ended on
   * their own (expired, refused) and remembers the page to come back to.
   */
  logout(options: { byUser?: boolean } = {}): void {
    this.endedByUser = options.byUser ?? false;
    removeSession(this.storage());
    this.set(SIGNED_OUT);
  }

  /** Whether the current signed-out state began with the user's own Log Out. */
  signedOutByUser(): boolean {
    return !this.state.isAuthenticated && this.endedByUser;
  }

  private set(next: AuthState): void {
    this.state = next;
    this.changes += 1;
    for (const listener of this.listeners) listener();
  }
}

export const sessionStore = new SessionStore();
