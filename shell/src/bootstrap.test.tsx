// Sets up React's act() environment for the tests.
import '@testing-library/react';
import type { User } from '@portal/contracts';

// What the shell's first render saw: whether the session was signed in.
const mockRenders: boolean[] = [];
let mockSignedIn = (): boolean => false;
jest.mock('./App', () => ({
  App: () => {
    mockRenders.push(mockSignedIn());
    return null;
  },
}));

// How often the answers' schemas (zod and the contracts' schemas) were evaluated; every
// test starts from a fresh module registry.
let mockSchemaLoads = 0;
let mockSchemasUnreachable = false;
jest.mock('@portal/auth/src/answerSchemas', () => {
  mockSchemaLoads += 1;
  if (mockSchemasUnreachable) throw new Error('the chunk could not be fetched');
  return jest.requireActual<object>('@portal/auth/src/answerSchemas');
});

const ada: User = { id: 'u1', name: 'Ada Obi', email: 'ada@acme.ng', role: 'user', approved: true };

function saveSession(user: unknown) {
  sessionStorage.setItem('user', JSON.stringify(user));
  sessionStorage.setItem('token', 'access-1');
  sessionStorage.setItem('isAuthenticated', 'true');
}

/** Starts a fresh shell as index.ts does; answers its session store. */
async function startShell() {
  // The fresh registry's React, the one the fresh shell renders with.
  const { act } = await import('react');
  const { sessionStore } = await import('@portal/auth');
  const { start } = await import('./bootstrap');
  const { DEFAULT_RUNTIME_CONFIG } = await import('./features/config');
  mockSignedIn = () => sessionStore.getState().isAuthenticated;
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  await act(() => start(Promise.resolve(DEFAULT_RUNTIME_CONFIG)));
  return sessionStore;
}

beforeEach(() => {
  jest.resetModules();
  mockSchemaLoads = 0;
  mockSchemasUnreachable = false;
  mockRenders.length = 0;
});

afterEach(() => document.getElementById('root')?.remove());

describe('starting the shell', () => {
  it('restores a saved session before the first render', async () => {
    saveSession(ada);
    const sessionStore = await startShell();
    expect(mockRenders[0]).toBe(true);
    expect(sessionStore.getState().user).toEqual(ada);
  });

  it('starts a visitor without a saved session signed out, without loading the answer schemas', async () => {
    await startShell();
    expect(mockRenders[0]).toBe(false);
    expect(mockSchemaLoads).toBe(0);
  });

  it('starts signed out when the saved session is malformed', async () => {
    saveSession({ ...ada, role: 'superuser' });
    const sessionStore = await startShell();
    expect(mockRenders[0]).toBe(false);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('still renders, signed out for this page, when the session check cannot be loaded', async () => {
    saveSession(ada);
    mockSchemasUnreachable = true;
    const sessionStore = await startShell();
    expect(mockRenders[0]).toBe(false);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('isAuthenticated')).toBe('true');
  });
});
