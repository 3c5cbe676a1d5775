import type { User } from '@portal/contracts/user';
import { ApiClient } from './apiClient';
import { SessionStore } from './sessionStore';
import { schemaDownload } from './testing/schemaDownload';
import type * as SchemaDownload from './testing/schemaDownload';

// The answers' schemas can be made to fail to download (schemaDownload.fails).
jest.mock('./loadAnswerSchemas', () =>
  jest.requireActual<typeof SchemaDownload>('./testing/schemaDownload').failableSchemaLoader(),
);

afterEach(() => {
  schemaDownload.fails = false;
  schemaDownload.held = null;
  sessionStorage.clear();
  localStorage.clear();
});

const ada: User = { id: 'u1', name: 'Ada', email: 'ada@acme.ng', role: 'user', approved: true };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A client on a store of its own, sending through `send`. */
function clientOn(send: (url: string, init: RequestInit) => Promise<Response>) {
  const store = new SessionStore();
  const onUnauthorized = jest.fn();
  const client = new ApiClient({
    baseUrl: '/api',
    store,
    fetch: jest.fn(send) as unknown as typeof fetch,
    onUnauthorized,
  });
  return { store, client, onUnauthorized };
}

function setup(responses: Response[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const built = clientOn(async (url, init) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error('no response queued');
    return next;
  });
  return { ...built, calls };
}

describe('ApiClient', () => {
  it('sends JSON with credentials and the bearer token when signed in', async () => {
    const { store, calls, client } = setup([json(200, { success: true, message: 'ok' })]);
    store.login(ada, 'access-1');
    await client.post('/auth/logout', {});
    const init = calls[0]!.init;
    expect(calls[0]!.url).toBe('/api/auth/logout');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('does not clear the session when a call without a token gets 401 (failed sign-in)', async () => {
    const { client, onUnauthorized } = setup([
      json(401, { success: false, message: 'Invalid email or password' }),
    ]);
    sessionStorage.setItem('unrelated', 'kept');
    const result = await client.post('/auth/login', { email: 'a@b.co', password: 'x' });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ success: false, message: 'Invalid email or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    const { store, calls, client, onUnauthorized } = setup([
      json(401, { success: false, message: 'expired' }),
      json(200, {
        success: true,
        message: 'ok',
        data: { user: ada, tokens: { accessToken: 'access-2', refreshToken: 'refresh-2' } },
      }),
      json(200, { success: true, message: 'ok', data: { user: ada } }),
    ]);
    store.login(ada, 'access-1');
    const result = await client.get('/auth/me');
    expect(result.status).toBe(200);
    expect(calls[1]!.url).toBe('/api/auth/refresh');
    // D39: no body; the browser sends the httpOnly refresh cookie itself.
    expect(calls[1]!.init.body).toBeUndefined();
    expect(calls[1]!.init.credentials).toBe('include');
    expect((calls[2]!.init.headers as Record<string, string>).Authorization).toBe('Bearer access-2');
    expect(store.getState().token).toBe('access-2');
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('clears the whole session storage and calls the unauthorized handler when refresh fails', async () => {
    const { store, client, onUnauthorized } = setup([
      json(401, { success: false, message: 'expired' }),
      json(401, { success: false, message: 'revoked' }),
    ]);
    store.login(ada, 'access-1');
    sessionStorage.setItem('other', 'gone');
    await client.get('/auth/me');
    expect(sessionStorage.length).toBe(0);
    expect(store.getState().isAuthenticated).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  /** A fetch whose first answer waits for the test: a request still out while the user acts. */
  function setupWithHeldAnswer() {
    const urls: string[] = [];
    const authorizations: (string | undefined)[] = [];
    let answer: (response: Response) => void = () => undefined;
    const built = clientOn((url, init) => {
      urls.push(url);
      authorizations.push((init.headers as Record<string, string>).Authorization);
      if (urls.length === 1) return new Promise<Response>((resolve) => (answer = resolve));
      return Promise.reject(new Error('no response queued'));
    });
    return { ...built, urls, authorizations, answer: (response: Response) => answer(response) };
  }

  it('leaves a sign-out made while a request was out alone when that request answers 401', async () => {
    const { store, urls, client, onUnauthorized, answer } = setupWithHeldAnswer();
    store.login(ada, 'access-1');
    const reading = client.get('/admin/dashboard');
    store.logout({ byUser: true });
    answer(json(401, { success: false, message: 'signed out' }));
    const result = await reading;
    expect(result.status).toBe(401);
    // No refresh (it would sign the tab back in) and no trip to the sign-in page.
    expect(urls).toEqual(['/api/admin/dashboard']);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('never resends a request as the person who signed in while it was out', async () => {
    const { store, urls, authorizations, client, onUnauthorized, answer } = setupWithHeldAnswer();
    store.login(ada, 'access-1');
    const reading = client.get('/payments');
    store.logout({ byUser: true });
    store.login({ ...ada, id: 'u2', name: 'Bayo', email: 'bayo@acme.ng' }, 'access-bayo');
    answer(json(401, { success: false, message: 'signed out' }));
    expect((await reading).status).toBe(401);
    expect(urls).toEqual(['/api/payments']);
    expect(authorizations).toEqual(['Bearer access-1']);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(store.getState().user?.name).toBe('Bayo');
  });

  // The refresh is sent while the schemas download (a round trip less on a slow first
  // visit); its rotated cookie stays in the browser's jar, so nothing is spent for good.
  it('answers the 401 when the refresh answer cannot be checked (the schemas did not download)', async () => {
    const { store, calls, client } = setup([
      json(401, { success: false, message: 'expired' }),
      json(200, {
        success: true,
        message: 'ok',
        data: { user: ada, tokens: { accessToken: 'access-2', refreshToken: 'refresh-2' } },
      }),
    ]);
    store.login(ada, 'access-1');
    schemaDownload.fails = true;
    const result = await client.get('/auth/me');
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/me', '/api/auth/refresh']);
    expect(result.status).toBe(401);
    expect(store.getState().token).not.toBe('access-2');
  });

  it('ends the session when the refresh answer breaks the contract', async () => {
    const { store, client, onUnauthorized } = setup([
      json(401, { success: false, message: 'expired' }),
      json(200, { success: true, message: 'ok', data: { user: ada, tokens: {} } }),
    ]);
    store.login(ada, 'access-1');
    await client.get('/auth/me');
    expect(store.getState().isAuthenticated).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reads a body that is not JSON as no body', async () => {
    const { client } = setup([new Response('<html>bad gateway</html>', { status: 502 })]);
    const result = await client.post('/auth/login', {});
    expect(result).toEqual({ ok: false, status: 502, body: null });
  });
});

describe('signing in silently at start (D39)', () => {
  const refreshed = (accessToken: string, user: unknown = ada) =>
    json(200, { success: true, message: 'ok', data: { user, tokens: { accessToken } } });

  it('makes no request without the marker (an anonymous first visit)', async () => {
    const { store, calls, client } = setup([]);
    sessionStorage.setItem('token', 'left-by-an-older-build');
    await expect(client.signInSilently()).resolves.toBe(false);
    expect(calls).toHaveLength(0);
    expect(store.getState().isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('sends the silent refresh while the answer schemas still download, and signs in once they arrive', async () => {
    const { store, calls, client } = setup([refreshed('access-9')]);
    localStorage.setItem('vb.session', '1');
    let arrive = () => {};
    schemaDownload.held = new Promise((resolve) => {
      arrive = resolve;
    });
    const signingIn = client.signInSilently();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh']);
    expect(store.getState().isAuthenticated).toBe(false);
    arrive();
    await expect(signingIn).resolves.toBe(true);
    expect(store.getState()).toMatchObject({ isAuthenticated: true, token: 'access-9' });
  });

  it('signs in by the refresh cookie when the marker says one may exist', async () => {
    const { store, calls, client } = setup([refreshed('access-9')]);
    localStorage.setItem('vb.session', '1');
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.isRestoring()));
    await expect(client.signInSilently()).resolves.toBe(true);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh']);
    expect(calls[0]!.init.body).toBeUndefined();
    expect(store.getState()).toMatchObject({ isAuthenticated: true, user: ada, token: 'access-9' });
    // The guard was told to wait, then that the wait is over.
    expect(seen[0]).toBe(true);
    expect(store.isRestoring()).toBe(false);
  });

  it('clears the marker when the cookie is refused, so the next visit asks nothing', async () => {
    const { store, client } = setup([json(401, { success: false, message: 'expired' })]);
    localStorage.setItem('vb.session', '1');
    sessionStorage.setItem('isAuthenticated', 'true');
    await expect(client.signInSilently()).resolves.toBe(false);
    expect(localStorage.getItem('vb.session')).toBeNull();
    expect(sessionStorage.getItem('isAuthenticated')).toBeNull();
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('keeps the marker when the server could not be reached (the cookie may still be good)', async () => {
    const { client } = setup([]);
    localStorage.setItem('vb.session', '1');
    await expect(client.signInSilently()).resolves.toBe(false);
    expect(localStorage.getItem('vb.session')).toBe('1');
  });

  it('stays signed out when the refresh answers a user that breaks the contract', async () => {
    const { store, client } = setup([refreshed('access-9', { ...ada, role: 'superuser' })]);
    localStorage.setItem('vb.session', '1');
    await expect(client.signInSilently()).resolves.toBe(false);
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('lets a sign-out made while the refresh ran stand', async () => {
    let answer: (response: Response) => void = () => undefined;
    const store = new SessionStore();
    const client = new ApiClient({
      baseUrl: '/api',
      store,
      fetch: () => new Promise<Response>((resolve) => (answer = resolve)),
      onUnauthorized: jest.fn(),
    });
    localStorage.setItem('vb.session', '1');
    const signingIn = client.signInSilently();
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.logout({ byUser: true });
    answer(refreshed('access-9'));
    await expect(signingIn).resolves.toBe(false);
    expect(store.getState().isAuthenticated).toBe(false);
  });
});

describe('refreshes across tabs (D39)', () => {
  const realLocks = Object.getOwnPropertyDescriptor(navigator, 'locks');
  afterEach(() => {
    if (realLocks) Object.defineProperty(navigator, 'locks', realLocks);
    else delete (navigator as { locks?: unknown }).locks;
  });

  it('refreshes under the shared Web Lock where the browser has one', async () => {
    const taken: string[] = [];
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (name: string, callback: () => Promise<unknown>) => {
          taken.push(name);
          return callback();
        },
      },
    });
    const { store, client } = setup([
      json(200, { success: true, message: 'ok', data: { user: ada, tokens: { accessToken: 'access-3' } } }),
    ]);
    localStorage.setItem('vb.session', '1');
    await expect(client.signInSilently()).resolves.toBe(true);
    expect(taken).toEqual(['vb-refresh']);
    expect(store.getState().token).toBe('access-3');
  });
});
