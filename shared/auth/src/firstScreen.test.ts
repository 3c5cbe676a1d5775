import { API_PATHS } from '@portal/contracts/api';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '@portal/contracts/firstScreen';
import type { User } from '@portal/contracts/user';
import { ApiClient, type ApiResult } from './apiClient';
import { takeFirstScreen } from './firstScreen';
import { SessionStore } from './sessionStore';

const ada: User = { id: 'u1', name: 'Ada', email: 'ada@acme.ng', role: 'user', approved: true };
const bola: User = { id: 'u2', name: 'Bola', email: 'bola@acme.ng', role: 'user', approved: true };

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const dataOf = (result: ApiResult<unknown>) => (result.body as { data?: unknown } | null)?.data;

/** The overview as the server inlined it for Ada: her payments' count. */
const SCREEN: FirstScreen = {
  user: ada,
  reads: {
    '/payments/dashboard': { status: 200, body: { success: true, message: 'ok', data: { from: 'page' } } },
    '/team': { status: 403, body: { success: false, message: 'Not allowed', code: 'FORBIDDEN' } },
  },
};

/**
 * A client over a fake server whose refresh waits until the test answers it (as a slow
 * refresh would); every other GET answers its path and the token it came with.
 */
function setup() {
  const store = new SessionStore();
  const sent: { method: string; path: string; token: string | undefined }[] = [];
  let answerRefresh: (response: Response) => void = () => undefined;
  const fetchMock = jest.fn((url: string, init: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    const token = (init.headers as Record<string, string>).Authorization;
    sent.push({ method: init.method ?? 'GET', path, token });
    if (path === API_PATHS.refresh) {
      return new Promise<Response>((resolve) => {
        answerRefresh = resolve;
      });
    }
    return Promise.resolve(answer({ success: true, message: 'ok', data: { from: 'server', token } }));
  });
  const onPersonChanged = jest.fn();
  const client = new ApiClient({
    baseUrl: '/api',
    store,
    fetch: fetchMock as unknown as typeof fetch,
    onUnauthorized: jest.fn(),
    onPersonChanged,
  });
  const refreshAnswers = (user: User | null) =>
    answerRefresh(
      user
        ? answer({ success: true, message: 'ok', data: { user, tokens: { accessToken: 'access-1' } } })
        : answer({ success: false, message: 'Session expired', code: 'INVALID_TOKEN' }, 401),
    );
  const reads = () => sent.filter((call) => call.method === 'GET').map((call) => call.path);
  return { store, sent, client, reads, refreshAnswers, onPersonChanged };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the page's first screen (D41)", () => {
  it('signs the tab in as its user at once, with no token, and sends the refresh beside it', () => {
    const { store, client, sent } = setup();
    void client.startFromPage(SCREEN);
    expect(store.getState()).toMatchObject({ isAuthenticated: true, user: ada, token: null });
    expect(sent).toEqual([{ method: 'POST', path: API_PATHS.refresh, token: undefined }]);
  });

  it('answers the first call of each read from the page while the refresh is still under way', async () => {
    const { client, reads } = setup();
    void client.startFromPage(SCREEN);
    const result = await client.get('/payments/dashboard');
    expect(dataOf(result)).toEqual({ from: 'page' });
    expect(reads()).toEqual([]);
  });

  it('answers a refusal the page carries as the refusal (a member without read rights sees no data)', async () => {
    const { client } = setup();
    void client.startFromPage(SCREEN);
    const result = await client.get('/team');
    expect(result).toMatchObject({ ok: false, status: 403, body: { code: 'FORBIDDEN' } });
  });

  it('uses each read once: a later call of the same path asks the server, with the refreshed token', async () => {
    const { client, reads, refreshAnswers } = setup();
    const signedIn = client.startFromPage(SCREEN);
    await client.get('/payments/dashboard');
    refreshAnswers(ada);
    await expect(signedIn).resolves.toBe(true);
    const again = await client.get('/payments/dashboard');
    expect(dataOf(again)).toEqual({ from: 'server', token: 'Bearer access-1' });
    expect(reads()).toEqual(['/payments/dashboard']);
  });

  it('holds a call the page did not answer until the refresh brings the token', async () => {
    const { client, sent, refreshAnswers } = setup();
    void client.startFromPage(SCREEN);
    const asked = client.get('/profile');
    await settle();
    expect(sent.map((call) => call.path)).toEqual([API_PATHS.refresh]);
    refreshAnswers(ada);
    expect(dataOf(await asked)).toEqual({ from: 'server', token: 'Bearer access-1' });
  });

  it("signs the tab out when the refresh is refused, and then shows none of the page's reads", async () => {
    const { store, client, reads, refreshAnswers } = setup();
    const signedIn = client.startFromPage(SCREEN);
    refreshAnswers(null);
    await expect(signedIn).resolves.toBe(false);
    expect(store.getState().isAuthenticated).toBe(false);
    await client.get('/payments/dashboard');
    expect(reads()).toEqual(['/payments/dashboard']);
  });

  it("shows none of the page's reads once another tab signed out", async () => {
    const { store, client, reads } = setup();
    void client.startFromPage(SCREEN);
    store.logout();
    const result = await client.get('/payments/dashboard');
    expect(dataOf(result)).not.toEqual({ from: 'page' });
    expect(reads()).toEqual(['/payments/dashboard']);
  });

  it("makes the page anew when the refresh answers another person, never showing them the page's reads", async () => {
    const { store, client, reads, refreshAnswers, onPersonChanged } = setup();
    const signedIn = client.startFromPage(SCREEN);
    refreshAnswers(bola);
    await signedIn;
    expect(onPersonChanged).toHaveBeenCalledTimes(1);
    expect(store.getState().user?.id).toBe(bola.id);
    const result = await client.get('/payments/dashboard');
    expect(dataOf(result)).toEqual({ from: 'server', token: 'Bearer access-1' });
    expect(reads()).toEqual(['/payments/dashboard']);
  });

  it('drops what the page read once a write is made', async () => {
    const { client, reads, refreshAnswers } = setup();
    void client.startFromPage(SCREEN);
    const written = client.post('/contact', { message: 'hi' });
    refreshAnswers(ada);
    await written;
    const result = await client.get('/payments/dashboard');
    expect(dataOf(result)).toEqual({ from: 'server', token: 'Bearer access-1' });
    expect(reads()).toEqual(['/payments/dashboard']);
  });
});

describe('takeFirstScreen', () => {
  const writeBlock = (text: string) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_SCREEN_ELEMENT_ID;
    block.textContent = text;
    document.head.append(block);
  };

  it('reads the block once and takes it out of the page', () => {
    writeBlock(JSON.stringify(SCREEN));
    expect(takeFirstScreen()).toEqual(SCREEN);
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
    expect(takeFirstScreen()).toBeNull();
  });

  it.each([
    ['not JSON', '{user'],
    ['without a user', JSON.stringify({ reads: {} })],
    ['with an unknown role', JSON.stringify({ ...SCREEN, user: { ...ada, role: 'root' } })],
  ])('ignores a block that is %s, and still takes it out', (_case, text) => {
    writeBlock(text);
    expect(takeFirstScreen()).toBeNull();
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });
});
