// Sets up React's act() environment for the tests.
import '@testing-library/react';
import type * as SchemaLoader from '@portal/auth/src/loadAnswerSchemas';
import type { User } from '@portal/contracts/user';

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

// Holds back the download of the answers' schemas while set, as a stalled chunk would
// (webpack gives up on one only after 120 s).
let mockSchemaDownload: Promise<void> | null = null;
jest.mock('@portal/auth/src/loadAnswerSchemas', () => {
  const actual = jest.requireActual<typeof SchemaLoader>('@portal/auth/src/loadAnswerSchemas');
  return {
    loadAnswerSchemas: async () => {
      if (mockSchemaDownload) await mockSchemaDownload;
      return actual.loadAnswerSchemas();
    },
  };
});

const ada: User = { id: 'u1', name: 'Ada Obi', email: 'ada@acme.ng', role: 'user', approved: true };

/**
 * A session an earlier page left (D39): the marker that a refresh cookie may exist, the
 * tab's hint, and a server whose refresh (by the cookie) answers `user`.
 */
function saveSession(user: unknown) {
  localStorage.setItem('vb.session', '1');
  sessionStorage.setItem('user', JSON.stringify(user));
  sessionStorage.setItem('isAuthenticated', 'true');
  global.fetch = jest.fn(
    async () =>
      new Response(
        JSON.stringify({ success: true, message: 'ok', data: { user, tokens: { accessToken: 'access-1' } } }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
  );
}

/** Loads a fresh shell and begins its start as index.ts does, inside React's act(). */
async function beginShell(apiBaseUrl?: string) {
  // The fresh registry's React, the one the fresh shell renders with.
  const { act } = await import('react');
  const { sessionStore } = await import('@portal/auth');
  const { start, SESSION_CHECK_WAIT_MS } = await import('./bootstrap');
  const { DEFAULT_RUNTIME_CONFIG } = await import('./features/config');
  mockSignedIn = () => sessionStore.getState().isAuthenticated;
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  const config = { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: apiBaseUrl ?? DEFAULT_RUNTIME_CONFIG.apiBaseUrl };
  const starting = act(() => start(Promise.resolve(config)));
  return { act, sessionStore, starting, SESSION_CHECK_WAIT_MS };
}

/** Starts a fresh shell as index.ts does; answers its session store. */
async function startShell() {
  const { sessionStore, starting } = await beginShell();
  await starting;
  return sessionStore;
}

/**
 * Starts a fresh shell with a saved session whose check stalls (its schemas do not
 * arrive) and lets the shell's wait for it run out; `schemasArrive` lets them in.
 */
async function startShellWithStalledCheck() {
  saveSession(ada);
  let arrive = () => {};
  mockSchemaDownload = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  jest.useFakeTimers();
  const shell = await beginShell();
  await jest.advanceTimersByTimeAsync(shell.SESSION_CHECK_WAIT_MS);
  jest.useRealTimers();
  await shell.starting;
  const schemasArrive = () =>
    shell.act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { sessionStore: shell.sessionStore, schemasArrive };
}

beforeEach(() => {
  jest.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  mockSchemaLoads = 0;
  mockSchemasUnreachable = false;
  mockSchemaDownload = null;
  mockRenders.length = 0;
});

afterEach(() => {
  jest.useRealTimers();
  document.getElementById('root')?.remove();
});

describe('starting the shell', () => {
  it('restores a saved session before the first render', async () => {
    saveSession(ada);
    const sessionStore = await startShell();
    expect(mockRenders[0]).toBe(true);
    expect(sessionStore.getState().user).toEqual(ada);
  });

  it('asks the configured API, not the default one, for the silent sign-in', async () => {
    saveSession(ada);
    const { starting } = await beginShell('https://api.vendorbridge.test/api');
    await starting;
    const urls = (global.fetch as jest.Mock).mock.calls.map(([url]) => String(url));
    expect(urls).toEqual(['https://api.vendorbridge.test/api/auth/refresh']);
  });

  it("sends a reloaded dashboard's first reads with the restored token before the first render", async () => {
    window.history.pushState({}, '', '/user-dashboard');
    try {
      saveSession({ ...ada, approved: false });
      const answer = global.fetch as jest.Mock;
      const sent: { url: string; token?: string; rendersBefore: number }[] = [];
      global.fetch = jest.fn((url: string, init: RequestInit) => {
        const token = (init.headers as Record<string, string>).Authorization;
        sent.push({ url: String(url), token, rendersBefore: mockRenders.length });
        return answer(url, init) as Promise<Response>;
      }) as unknown as typeof fetch;
      await startShell();
      expect(sent).toEqual([
        { url: '/api/auth/refresh', token: undefined, rendersBefore: 0 },
        { url: '/api/onboarding', token: 'Bearer access-1', rendersBefore: 0 },
        { url: '/api/dashboard', token: 'Bearer access-1', rendersBefore: 0 },
      ]);
    } finally {
      window.history.pushState({}, '', '/');
    }
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

  it('renders signed out once it has waited its while for a session check that stalls', async () => {
    const { sessionStore } = await startShellWithStalledCheck();
    expect(mockRenders[0]).toBe(false);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('isAuthenticated')).toBe('true');
  });

  it('signs the user in when the stalled check completes after the first render', async () => {
    const { sessionStore, schemasArrive } = await startShellWithStalledCheck();
    await schemasArrive();
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, user: ada });
  });

  it('keeps a sign-in made on the signed-out page when the stalled check completes later', async () => {
    const { sessionStore, schemasArrive } = await startShellWithStalledCheck();
    const bola: User = { ...ada, id: 'u2', name: 'Bola Ade', email: 'bola@acme.ng' };
    sessionStore.login(bola, 'access-new');
    await schemasArrive();
    expect(sessionStore.getState()).toMatchObject({ user: bola, token: 'access-new' });
  });
});
