import type { User } from '@portal/contracts/user';
import { SessionStore } from './sessionStore';
import { SESSION_MARKER_KEY } from './sessionMarker';

const ada: User = { id: 'u1', name: 'Ada Obi', email: 'ada@acme.ng', role: 'user', approved: false };

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('SessionStore', () => {
  it("tells the user's own Log Out apart from a session that ended on its own", () => {
    const store = new SessionStore();
    store.login(ada, 'access-1');
    store.logout({ byUser: true });
    expect(store.signedOutByUser()).toBe(true);
    store.login(ada, 'access-2');
    expect(store.signedOutByUser()).toBe(false);
    store.logout();
    expect(store.signedOutByUser()).toBe(false);
  });

  it('starts signed out', () => {
    expect(new SessionStore().getState()).toEqual({
      user: null,
      isAuthenticated: false,
      token: null,
      refreshToken: null,
    });
  });

  it('keeps the access token in memory only: storage holds the user and isAuthenticated "true" (D39)', () => {
    const store = new SessionStore();
    store.login(ada, 'access-1');
    expect(store.getState()).toMatchObject({ token: 'access-1', refreshToken: null, isAuthenticated: true });
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toEqual(ada);
    expect(sessionStorage.getItem('isAuthenticated')).toBe('true');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toMatch(/access-1|refresh-1/);
  });

  it('sets the marker that a refresh cookie may exist on sign-in and removes it on sign-out', () => {
    const store = new SessionStore();
    store.login(ada, 'access-1');
    expect(localStorage.getItem(SESSION_MARKER_KEY)).toBe('1');
    store.logout();
    expect(localStorage.getItem(SESSION_MARKER_KEY)).toBeNull();
  });

  it('keeps the new access token in memory after a refresh', () => {
    const store = new SessionStore();
    store.login(ada, 'access-1');
    store.updateTokens('access-2');
    expect(store.getState().token).toBe('access-2');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('signs out when another tab removes the marker (it signed out there), as a Log Out', () => {
    const store = new SessionStore();
    store.login(ada, 'access-1');
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_MARKER_KEY, newValue: null, oldValue: '1' }),
    );
    expect(store.getState().isAuthenticated).toBe(false);
    expect(store.signedOutByUser()).toBe(true);
    expect(sessionStorage.getItem('isAuthenticated')).toBeNull();
  });

  it('ignores other keys changing in another tab', () => {
    const store = new SessionStore();
    store.login(ada, 'access-1');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: null, oldValue: 'dark' }));
    expect(store.getState().isAuthenticated).toBe(true);
  });

  it('tells its subscribers when a silent sign-in starts and ends', () => {
    const store = new SessionStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.setRestoring(true);
    expect(store.isRestoring()).toBe(true);
    store.setRestoring(false);
    expect(store.isRestoring()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('clears all four fields and the storage on logout, notifying subscribers', () => {
    const store = new SessionStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.login(ada, 'access-1');
    store.logout();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(store.getState().user).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
