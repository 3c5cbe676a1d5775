import type { User } from '@portal/contracts/user';
import { ApiClient, type ApiResult } from './apiClient';
import { READ_AHEAD_TTL_MS } from './readsAhead';
import { fakeXhrFactory } from './testing/fakeXhr';
import { SessionStore } from './sessionStore';

const ada: User = { id: 'u1', name: 'Ada', email: 'ada@acme.ng', role: 'user', approved: false };

const answer = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ success: status < 400, message: 'ok', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The data of a success answer. */
const dataOf = (result: ApiResult<unknown>) => (result.body as { data?: unknown } | null)?.data;

/** A client over a fake server that answers each GET with its path and a count of the asks. */
function setup() {
  const store = new SessionStore();
  const sent: { method: string; path: string; token: string | undefined }[] = [];
  let unreachable = 0;
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    const headers = init.headers as Record<string, string>;
    sent.push({ method: init.method ?? 'GET', path, token: headers.Authorization });
    if (unreachable > 0) {
      unreachable -= 1;
      throw new TypeError('Failed to fetch');
    }
    return answer({ path, ask: sent.length });
  });
  const client = new ApiClient({
    baseUrl: '/api',
    store,
    fetch: fetchMock as unknown as typeof fetch,
    onUnauthorized: jest.fn(),
  });
  return { store, sent, client, failNext: (times = 1) => (unreachable = times) };
}

afterEach(() => jest.useRealTimers());

describe('reads started ahead of the page that asks them', () => {
  it('sends them at once with the token, and the first call of each path takes its answer instead of asking again', async () => {
    const { store, sent, client } = setup();
    store.login(ada, 'access-1');
    client.readAhead(['/onboarding', '/dashboard']);
    expect(sent).toEqual([
      { method: 'GET', path: '/onboarding', token: 'Bearer access-1' },
      { method: 'GET', path: '/dashboard', token: 'Bearer access-1' },
    ]);
    const onboarding = await client.get('/onboarding');
    expect(dataOf(onboarding)).toEqual({ path: '/onboarding', ask: 1 });
    expect(sent).toHaveLength(2);
  });

  it('are taken once: a second call asks the server', async () => {
    const { store, sent, client } = setup();
    store.login(ada, 'access-1');
    client.readAhead(['/onboarding']);
    await client.get('/onboarding');
    const again = await client.get('/onboarding');
    expect(dataOf(again)).toEqual({ path: '/onboarding', ask: 2 });
    expect(sent).toHaveLength(2);
  });

  it('sends nothing without a signed-in session', () => {
    const { sent, client } = setup();
    client.readAhead(['/onboarding']);
    expect(sent).toEqual([]);
  });

  it('are asked anew after a write, after another token, or when nothing took them in time', async () => {
    const { store, sent, client } = setup();
    store.login(ada, 'access-1');
    client.readAhead(['/onboarding', '/dashboard', '/profile']);
    await client.post('/documents', {});
    expect(dataOf(await client.get('/onboarding'))).toEqual({ path: '/onboarding', ask: 5 });

    client.readAhead(['/team']);
    store.updateTokens('access-2');
    expect(dataOf(await client.get('/team'))).toMatchObject({ ask: 7 });
    expect(sent.at(-1)?.token).toBe('Bearer access-2');

    jest.useFakeTimers({ now: Date.now() });
    client.readAhead(['/rates']);
    jest.advanceTimersByTime(READ_AHEAD_TTL_MS);
    expect(dataOf(await client.get('/rates'))).toMatchObject({ ask: 9 });
  });

  it('is refused like any call when its token has expired: one refresh, then the call is sent with the new token', async () => {
    const store = new SessionStore();
    const sent: string[] = [];
    const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
      const token = (init.headers as Record<string, string>).Authorization ?? '';
      sent.push(`${init.method ?? 'GET'} ${url} ${token}`);
      if (url === '/api/auth/refresh') {
        return answer({ user: ada, tokens: { accessToken: 'access-2' } });
      }
      return token === 'Bearer access-1' ? answer(null, 401) : answer({ fresh: true });
    });
    const client = new ApiClient({
      baseUrl: '/api',
      store,
      fetch: fetchMock as unknown as typeof fetch,
      onUnauthorized: jest.fn(),
    });
    store.login(ada, 'access-1');
    client.readAhead(['/onboarding']);
    const result = await client.get('/onboarding');
    expect(dataOf(result)).toEqual({ fresh: true });
    expect(sent).toEqual([
      'GET /api/onboarding Bearer access-1',
      'POST /api/auth/refresh ',
      'GET /api/onboarding Bearer access-2',
    ]);
  });

  it('are asked anew after an upload sent with progress (by XMLHttpRequest, not fetch)', async () => {
    const store = new SessionStore();
    const fetched: string[] = [];
    const xhr = fakeXhrFactory([
      { status: 201, body: JSON.stringify({ success: true, message: 'Uploaded' }) },
    ]);
    const client = new ApiClient({
      baseUrl: '/api',
      store,
      fetch: jest.fn(async (url: string) => {
        fetched.push(url);
        return answer({ ask: fetched.length });
      }) as unknown as typeof fetch,
      createXhr: xhr.createXhr,
      onUnauthorized: jest.fn(),
    });
    store.login(ada, 'access-1');
    client.readAhead(['/documents']);
    const form = new FormData();
    form.append('bvnFile', new File(['pdf'], 'bvn.pdf', { type: 'application/pdf' }));
    await client.upload('/documents', form, {}, jest.fn());
    expect(xhr.sent).toHaveLength(1);
    expect(dataOf(await client.get('/documents'))).toEqual({ ask: 2 });
    expect(fetched).toEqual(['/api/documents', '/api/documents']);
  });

  it('is sent again by the call that takes it when it never reached the server', async () => {
    const { store, sent, client, failNext } = setup();
    store.login(ada, 'access-1');
    failNext();
    client.readAhead(['/onboarding']);
    const result = await client.get('/onboarding');
    expect(result.ok).toBe(true);
    expect(dataOf(result)).toEqual({ path: '/onboarding', ask: 2 });
    expect(sent).toHaveLength(2);
  });
});
