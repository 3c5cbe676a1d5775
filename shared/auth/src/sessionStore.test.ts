import type { User } from '@portal/contracts';
import { SessionStore } from './sessionStore';

const ada: User = { id: 'u1', name: 'Ada Obi', email: 'ada@acme.ng', role: 'user', approved: false };

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

  it('stores user, token and isAuthenticated "true" in session storage on login', () => {
    new SessionStore().login(ada, 'access-1');
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toEqual(ada);
    expect(sessionStorage.getItem('token')).toBe('access-1');
    expect(sessionStorage.getItem('isAuthenticated')).toBe('true');
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
  });

  it('stores the refresh token only when one is provided', () => {
    new SessionStore().login(ada, 'access-1', 'refresh-1');
    expect(sessionStorage.getItem('refreshToken')).toBe('refresh-1');
  });

  it('restores a saved session into a new store', async () => {
    new SessionStore().login(ada, 'access-1', 'refresh-1');
    const restored = new SessionStore();
    await expect(restored.restore()).resolves.toBe(true);
    expect(restored.getState()).toEqual({
      user: ada,
      token: 'access-1',
      refreshToken: 'refresh-1',
      isAuthenticated: true,
    });
  });

  it('ignores a tampered saved user', async () => {
    sessionStorage.setItem('user', '{"name":"x"}');
    sessionStorage.setItem('token', 't');
    sessionStorage.setItem('isAuthenticated', 'true');
    const store = new SessionStore();
    await expect(store.restore()).resolves.toBe(false);
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('keeps a sign-in made while the saved session was being checked', async () => {
    new SessionStore().login(ada, 'access-old');
    const store = new SessionStore();
    const restoring = store.restore();
    const bola: User = { ...ada, id: 'u2', name: 'Bola Ade', email: 'bola@acme.ng' };
    store.login(bola, 'access-new');
    await expect(restoring).resolves.toBe(false);
    expect(store.getState()).toMatchObject({ user: bola, token: 'access-new' });
  });

  it('keeps a sign-out made while the saved session was being checked', async () => {
    // The store starts signed out, so the sign-out leaves the very same signed-out state.
    new SessionStore().login(ada, 'access-old', 'refresh-old');
    const store = new SessionStore();
    const restoring = store.restore();
    store.logout();
    await expect(restoring).resolves.toBe(false);
    expect(store.getState().isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('clears all four fields and the storage on logout, notifying subscribers', () => {
    const store = new SessionStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.login(ada, 'access-1', 'refresh-1');
    store.logout();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(store.getState().user).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
