import type { User } from '@portal/contracts/user';

// Counts how often the answers' schemas (the module that brings zod and the contracts'
// schemas) are evaluated: each test starts from a fresh module registry.
let mockSchemaLoads = 0;
jest.mock('./answerSchemas', () => {
  mockSchemaLoads += 1;
  return jest.requireActual<object>('./answerSchemas');
});

const ada: User = { id: 'u1', name: 'Ada Obi', email: 'ada@acme.ng', role: 'user', approved: true };

function saveRaw(user: string) {
  sessionStorage.setItem('user', user);
  sessionStorage.setItem('isAuthenticated', 'true');
  // The marker that a refresh cookie may exist (D39).
  localStorage.setItem('vb.session', '1');
}

beforeEach(() => {
  jest.resetModules();
  mockSchemaLoads = 0;
  sessionStorage.clear();
  localStorage.clear();
});

describe('the saved session', () => {
  it('starts a visitor without a saved session without loading the answer schemas', async () => {
    const { apiClient } = await import('./apiClient');
    await expect(apiClient.signInSilently()).resolves.toBe(false);
    expect(mockSchemaLoads).toBe(0);
  });

  it('writes no token, and removes one an older build left', async () => {
    const { saveSession } = await import('./sessionPersistence');
    sessionStorage.setItem('token', 'old-access');
    sessionStorage.setItem('refreshToken', 'old-refresh');
    saveSession({ user: ada, token: 'access-1', refreshToken: null, isAuthenticated: true });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(sessionStorage.getItem('isAuthenticated')).toBe('true');
  });
});

describe('peeking at the saved role', () => {
  it('answers the stored role without loading the answer schemas', async () => {
    const { peekSavedRole } = await import('./sessionPersistence');
    saveRaw(JSON.stringify({ ...ada, role: 'admin' }));
    expect(peekSavedRole()).toBe('admin');
    expect(mockSchemaLoads).toBe(0);
  });

  it.each([
    ['no saved session', null],
    ['a role no area knows', JSON.stringify({ ...ada, role: 'superuser' })],
    ['a user that is not JSON', '{user'],
    ['a user that is null', 'null'],
  ])('answers no role for %s', async (_case, user) => {
    const { peekSavedRole } = await import('./sessionPersistence');
    if (user !== null) saveRaw(user);
    expect(peekSavedRole()).toBeNull();
  });

  it('answers no role without the marker (the cookie is gone, nothing will be restored)', async () => {
    const { peekSavedRole } = await import('./sessionPersistence');
    saveRaw(JSON.stringify({ ...ada, role: 'admin' }));
    localStorage.clear();
    expect(peekSavedRole()).toBeNull();
  });
});
