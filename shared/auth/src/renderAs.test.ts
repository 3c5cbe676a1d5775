import type { User } from '@portal/contracts/user';
import { renderAs } from './renderAs';
import { SessionStore } from './sessionStore';

const ada: User = { id: 'u1', name: 'Ada Obi', email: 'ada@acme.ng', role: 'user', approved: false };

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('renderAs', () => {
  it('shows a user signed in while the server renders, without saving, marking or announcing it', () => {
    const store = new SessionStore();
    const heard = jest.fn();
    store.subscribe(heard);
    expect(renderAs(store, ada, () => store.getState().user?.name)).toBe('Ada Obi');
    expect(store.getState().isAuthenticated).toBe(false);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(heard).not.toHaveBeenCalled();
  });

  it('leaves the store signed out when the render throws', () => {
    const store = new SessionStore();
    expect(() =>
      renderAs(store, ada, () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(store.getState().user).toBeNull();
  });
});
