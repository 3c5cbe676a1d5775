// Sets up React's act() environment for the tests.
import '@testing-library/react';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '@portal/contracts/firstScreen';
import type { User } from '@portal/contracts/user';

// What the shell's first render saw: the signed-in user, if any.
const mockRenders: (string | null)[] = [];
let mockUser = (): string | null => null;
jest.mock('./App', () => ({
  App: () => {
    mockRenders.push(mockUser());
    return null;
  },
}));

const ada: User = { id: 'u1', name: 'Ada Obi', email: 'ada@acme.ng', role: 'user', approved: false };

const SCREEN: FirstScreen = {
  user: ada,
  reads: {
    '/onboarding': { status: 200, body: { success: true, message: 'ok', data: { from: 'page' } } },
    '/dashboard': { status: 200, body: { success: true, message: 'ok', data: { from: 'page' } } },
  },
};

/** The block the server writes into a signed-in page (D41). */
function writeFirstScreen(screen: FirstScreen) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_SCREEN_ELEMENT_ID;
  block.textContent = JSON.stringify(screen);
  document.head.append(block);
}

/** A server whose refresh never answers (held, as a slow one would be); what was asked. */
function serverWithHeldRefresh() {
  const asked: string[] = [];
  global.fetch = jest.fn((url: string) => {
    asked.push(String(url));
    return new Promise<Response>(() => undefined);
  }) as unknown as typeof fetch;
  return asked;
}

/** Starts a fresh shell as index.ts does, inside React's act(). */
async function startShell() {
  const { act } = await import('react');
  const { apiClient, sessionStore } = await import('@portal/auth');
  const { start } = await import('./bootstrap');
  const { DEFAULT_RUNTIME_CONFIG } = await import('./features/config');
  mockUser = () => sessionStore.getState().user?.id ?? null;
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  await act(() => start(Promise.resolve(DEFAULT_RUNTIME_CONFIG)));
  return { apiClient, sessionStore };
}

beforeEach(() => {
  jest.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  mockRenders.length = 0;
  window.history.pushState({}, '', '/user-dashboard');
});

afterEach(() => {
  document.getElementById('root')?.remove();
  document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
  window.history.pushState({}, '', '/');
});

describe('starting the shell on a page that brings its first screen (D41)', () => {
  it("renders signed in as the page's user without waiting for the refresh, which is under way", async () => {
    writeFirstScreen(SCREEN);
    const asked = serverWithHeldRefresh();
    const { sessionStore } = await startShell();
    expect(mockRenders[0]).toBe(ada.id);
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, token: null });
    // Only the refresh: the first reads came with the page.
    expect(asked).toEqual(['/api/auth/refresh']);
  });

  it("answers the area's first reads from the page, and takes the block out of it", async () => {
    writeFirstScreen(SCREEN);
    const asked = serverWithHeldRefresh();
    const { apiClient } = await startShell();
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
    const overview = await apiClient.get('/dashboard');
    expect(overview.body).toMatchObject({ data: { from: 'page' } });
    expect(asked).toEqual(['/api/auth/refresh']);
  });

  it('renders signed out when the page has no first screen and no session was saved', async () => {
    const asked = serverWithHeldRefresh();
    await startShell();
    expect(mockRenders[0]).toBeNull();
    expect(asked).toEqual([]);
  });
});
