import { SIGNED_OUT, type AuthState } from '@portal/contracts/session';
import type { User } from '@portal/contracts/user';
import { removeSession, saveSession } from './sessionPersistence';
import { clearSessionMarker, onMarkerRemovedElsewhere, setSessionMarker } from './sessionMarker';

type Listener = () => void;

/**
 * The auth state machine of spec §4 (login, logout, restore). The tokens live in memory
 * only (D39): the access token here, the refresh token in an httpOnly cookie the page
 * never sees. Session storage keeps a non-secret hint (the user, `isAuthenticated`) and
 * localStorage a marker that a refresh cookie may exist. One instance per page:
 * `@portal/auth` is a federation singleton, so the shell and every remote see the same
 * store.
 */
export class SessionStore {
  private state: AuthState = SIGNED_OUT;
  /**
   * Counts every change of state. Comparing states cannot tell whether one happened:
   * signing out of a store that is already signed out sets the same SIGNED_OUT object.
   */
  private changes = 0;
  private endedByUser = false;
  private restoring = false;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: () => Storage = () => sessionStorage) {
    // A sign-out in another tab (the marker removed there) signs this tab out too.
    onMarkerRemovedElsewhere(() => {
      if (this.state.isAuthenticated) this.endLocally(true);
    });
  }

  getState = (): AuthState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether a silent sign-in (a refresh by the cookie) is under way: guards wait for it. */
  isRestoring = (): boolean => this.restoring;

  /** A change counter, so a silent sign-in can tell whether anything happened meanwhile. */
  version(): number {
    return this.changes;
  }

  /** Signs the tab in; the refresh token is the browser's, in the httpOnly cookie (D39). */
  login(user: User, token: string): void {
    this.endedByUser = false;
    this.set({ user, token, refreshToken: null, isAuthenticated: true });
    saveSession(this.state, this.storage());
    setSessionMarker();
  }

  /**
   * Signs the tab in from the page's first screen (D41): the server read the session's
   * cookie and named its user, so the page renders at once. The access token is not
   * there yet (`token` null): it comes from the silent refresh sent beside the first
   * render, and calls that need it wait for it (ApiClient).
   */
  signInFromPage(user: User): void {
    this.endedByUser = false;
    this.set({ user, token: null, refreshToken: null, isAuthenticated: true });
    saveSession(this.state, this.storage());
    setSessionMarker();
  }

  /** Whether the tab is signed in from the page and still waits for its access token. */
  awaitsToken(): boolean {
    return this.state.isAuthenticated && this.state.token === null;
  }

  /**
   * Marks a silent sign-in as running (`true`) or over (`false`); the guard shows its
   * skeleton meanwhile rather than sending the visitor to Log In.
   */
  setRestoring(restoring: boolean): void {
    if (this.restoring === restoring) return;
    this.restoring = restoring;
    for (const listener of this.listeners) listener();
  }

  /**
   * Replaces the user without touching the token: a refresh answers the user as the
   * database has it (a changed approval or role shows then, D8), and the customer's
   * profile save answers the saved name.
   */
  updateUser(user: User): void {
    if (!this.state.isAuthenticated) return;
    this.set({ ...this.state, user });
    saveSession(this.state, this.storage());
  }

  /** Replaces the access token after a refresh (the rotated refresh token is in the cookie). */
  updateTokens(token: string): void {
    if (!this.state.isAuthenticated) return;
    this.set({ ...this.state, token });
  }

  /**
   * Ends the session, in every tab (the marker goes). `byUser` when the person chose to
   * (Log Out): the route guard then takes them home instead of to /login, which is for
   * sessions that ended on their own (expired, refused) and remembers the page to come
   * back to.
   */
  logout(options: { byUser?: boolean } = {}): void {
    clearSessionMarker();
    this.endLocally(options.byUser ?? false);
  }

  /** Whether the current signed-out state began with the user's own Log Out. */
  signedOutByUser(): boolean {
    return !this.state.isAuthenticated && this.endedByUser;
  }

  private endLocally(byUser: boolean): void {
    this.endedByUser = byUser;
    removeSession(this.storage());
    this.set(SIGNED_OUT);
  }

  private set(next: AuthState): void {
    this.state = next;
    this.changes += 1;
    for (const listener of this.listeners) listener();
  }
}

export const sessionStore = new SessionStore();
