import { API_PATHS, type ApiFailure, type ApiResponse } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import type { FirstScreen } from '@portal/contracts/firstScreen';
import { loadAnswerSchemas } from './loadAnswerSchemas';
import { checkAgainst } from './schemaCheck';
import { sessionStore, type SessionStore } from './sessionStore';
import { hasSessionMarker } from './sessionMarker';
import { removeSession } from './sessionPersistence';
import { ReadsAhead } from './readsAhead';
import { withRefreshLock } from './refreshLock';
import type { UploadProgress } from './xhrSend';

/** What a call answered: the parsed JSON body (or null when there was none). */
export interface ApiResult<T> {
  ok: boolean;
  status: number;
  body: ApiResponse<T> | null;
}

export type DownloadResult =
  { ok: true; status: number; blob: Blob } | { ok: false; status: number; blob: null };

export interface ApiClientOptions {
  baseUrl: string;
  store: SessionStore;
  fetch?: typeof fetch;
  /**
   * Makes the XMLHttpRequest an upload with progress is sent by. Without it the browser's
   * own is used, unless `fetch` was given: a client on its own fetch (tests) keeps to it.
   */
  createXhr?: () => XMLHttpRequest;
  /**
   * Called when a call made with a token is refused for good, i.e. its one refresh
   * attempt failed too (spec §8, D9); never for a failed sign-in, which has no token.
   */
  onUnauthorized: () => void;
  /**
   * Called when the refresh that follows a page's first screen (D41) signs the tab in as
   * someone else than the page was made for (the cookie changed hands meanwhile, in another
   * tab): what was shown is not this person's, so the page is made anew.
   */
  onPersonChanged?: () => void;
}

/**
 * JSON over fetch with credentials, the bearer token attached when there is one
 * (spec §7). A 401 on a call that carried a token gets one refresh attempt, then
 * the whole session storage is cleared and `onUnauthorized` runs (spec §8, D7, D9).
 * A failed sign-in carries no token, so it never triggers that.
 */
export class ApiClient {
  private refreshing: Promise<boolean> | null = null;
  private readsAhead = new ReadsAhead();
  /**
   * The page's first reads (D41), each kept for the first call of its path while the tab
   * is signed in as the person they were read for (keyed by user id, not token: they were
   * read by the server, before this tab had one).
   */
  private pageReads = new ReadsAhead();

  constructor(private options: ApiClientOptions) {
    // Signed out (here, in another tab, or refused): nothing read for the page stays.
    options.store.subscribe(() => {
      if (!options.store.getState().isAuthenticated) this.pageReads.clear();
    });
  }

  configure(partial: Partial<ApiClientOptions>): void {
    this.options = { ...this.options, ...partial };
  }

  get<T>(path: string): Promise<ApiResult<T>> {
    return this.request<T>('GET', path);
  }

  /**
   * Sends these GETs now, with the current token, so that their answers are under way
   * before anything asks for them: the shell starts a page's first reads with the
   * session, while the page's code still downloads (issue 23 point 7). The first `get`
   * of the same path with the same token takes the answer instead of sending again
   * (ReadsAhead says how long it is kept). Without a token, nothing is sent.
   */
  readAhead(paths: readonly string[]): void {
    const token = this.options.store.getState().token;
    if (!token) return;
    for (const path of paths) {
      this.readsAhead.keep(path, token, this.fetchWith('GET', path, undefined, token, {}));
    }
  }

  /**
   * Starts the tab from the page's first screen (D41): signed in as its user at once, its
   * reads kept for the first call of each path, and the silent refresh sent now, beside the
   * first render; calls that need a token wait for it. Answers whether the refresh signed
   * the tab in.
   */
  startFromPage(screen: FirstScreen): Promise<boolean> {
    const store = this.options.store;
    store.signInFromPage(screen.user);
    for (const [path, read] of Object.entries(screen.reads)) {
      const answer = new Response(JSON.stringify(read.body), {
        status: read.status,
        headers: { 'Content-Type': 'application/json' },
      });
      this.pageReads.keep(path, screen.user.id, Promise.resolve(answer));
    }
    return this.refreshOnce().then((signedIn) => signedIn && store.getState().isAuthenticated);
  }

  post<T>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResult<T>> {
    return this.request<T>('POST', path, body, headers);
  }

  put<T>(path: string, body: unknown): Promise<ApiResult<T>> {
    return this.request<T>('PUT', path, body);
  }

  /**
   * A multipart upload; the browser writes the Content-Type with its boundary. With
   * `onProgress` it goes by XMLHttpRequest (fetch cannot report bytes sent) and reports
   * the share sent; the answer, the 401 refresh and its retry are the same either way.
   */
  async upload<T>(
    path: string,
    form: FormData,
    headers: Record<string, string> = {},
    onProgress?: UploadProgress,
  ): Promise<ApiResult<T>> {
    const createXhr = this.xhrFactory();
    // Its own chunk: only a page that uploads needs it, and the first visit's bytes are
    // budgeted. Should it fail to download (a deploy replaced it), the upload still goes,
    // by fetch, without progress.
    const sender = onProgress && createXhr ? await import('./xhrSend').catch(() => null) : null;
    if (!onProgress || !createXhr || !sender) return this.request<T>('POST', path, form, headers);
    // A write that does not go through request(), which drops them for every other one:
    // what was read ahead may no longer be so.
    this.forgetReads();
    const { xhrSend } = sender;
    const response = await this.authorised((token) =>
      xhrSend(createXhr, {
        url: `${this.options.baseUrl}${path}`,
        method: 'POST',
        headers: this.headersFor(undefined, token, headers),
        body: form,
        onProgress,
      }),
    );
    return { ok: response.ok, status: response.status, body: await readJson<T>(response) };
  }

  private xhrFactory(): (() => XMLHttpRequest) | null {
    if (this.options.createXhr) return this.options.createXhr;
    if (this.options.fetch || typeof XMLHttpRequest === 'undefined') return null;
    return () => new XMLHttpRequest();
  }

  /** A file behind an authorised route (documents, invoices), as a Blob. */
  async download(path: string): Promise<DownloadResult> {
    const response = await this.authorised((token) =>
      this.fetchWith('GET', path, undefined, token, {}, '*/*'),
    );
    if (!response.ok) return { ok: false, status: response.status, blob: null };
    return { ok: true, status: response.status, blob: await response.blob() };
  }

  async request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResult<T>> {
    // A write may change what a read ahead answered: those not yet taken are asked anew.
    if (method !== 'GET') this.forgetReads();
    const plainRead = method === 'GET' && Object.keys(headers).length === 0;
    // The page's own answer for this path, for the person it was read for: no token needed.
    const fromPage = plainRead
      ? this.pageReads.take(path, this.options.store.getState().user?.id ?? null)
      : undefined;
    if (fromPage) {
      const response = await fromPage;
      return { ok: response.ok, status: response.status, body: await readJson<T>(response) };
    }
    let ahead = plainRead ? this.readsAhead.take(path, this.options.store.getState().token) : undefined;
    const response = await this.authorised((token) => {
      const send = () => this.fetchWith(method, path, body, token, headers);
      // A read ahead that never reached the server is sent again, as this call would have.
      const sent = ahead ? ahead.catch(send) : send();
      // Only the first attempt: the retry after a refresh goes with the new token.
      ahead = undefined;
      return sent;
    });
    return { ok: response.ok, status: response.status, body: await readJson<T>(response) };
  }

  /** Drops what was read before anything asked for it: a write may have changed it. */
  private forgetReads(): void {
    this.readsAhead.clear();
    this.pageReads.clear();
  }

  /** Sends with the current token; a 401 gets one refresh and one retry, then ends the session. */
  private async authorised(send: (token: string | null) => Promise<Response>): Promise<Response> {
    // Signed in from the page (D41): the access token is the refresh's, still under way.
    if (this.options.store.awaitsToken()) await this.refreshOnce();
    const { token, user } = this.options.store.getState();
    const response = await send(token);
    if (response.status !== 401 || !token) return response;
    // Signed out (or in as someone else) while the request was out: the 401 is the ended
    // session's. A refresh could sign the tab back in, a retry would send this person's
    // request as another, and ending the session again would send someone who just signed
    // out to the sign-in page: the newer change stands.
    const sessionEnded = () => this.options.store.getState().user?.id !== user?.id;
    if (sessionEnded()) return response;
    if (await this.refreshOnce()) {
      const retried = await send(this.options.store.getState().token);
      if (retried.status !== 401) return retried;
    }
    if (sessionEnded()) return response;
    this.options.store.logout();
    sessionStorage.clear();
    this.options.onUnauthorized();
    return response;
  }

  private fetchWith(
    method: string,
    path: string,
    body: unknown,
    token: string | null,
    extraHeaders: Record<string, string>,
    accept = 'application/json',
  ): Promise<Response> {
    const headers = this.headersFor(body, token, extraHeaders, accept);
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const doFetch = this.options.fetch ?? fetch;
    return doFetch(`${this.options.baseUrl}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  }

  private headersFor(
    body: unknown,
    token: string | null,
    extraHeaders: Record<string, string>,
    accept = 'application/json',
  ): Record<string, string> {
    const headers: Record<string, string> = { Accept: accept, ...extraHeaders };
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  private async send<T>(
    method: string,
    path: string,
    body: unknown,
    token: string | null,
  ): Promise<ApiResult<T>> {
    const response = await this.fetchWith(method, path, body, token, {});
    return { ok: response.ok, status: response.status, body: await readJson<T>(response) };
  }

  /** One refresh at a time, however many calls failed together. */
  private refreshOnce(): Promise<boolean> {
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * A silent sign-in (D39): with the marker saying a refresh cookie may exist and no
   * session in memory (a reload, a new tab), a refresh by the cookie signs the tab in.
   * Answers whether it did; a refused cookie clears the marker, so the next visit asks
   * nothing. Without the marker no request is made at all.
   */
  async signInSilently(): Promise<boolean> {
    const store = this.options.store;
    if (!hasSessionMarker()) {
      // An older build's saved tokens, or a hint whose cookie is gone: nothing to restore.
      removeSession(sessionStorage);
      return false;
    }
    if (store.getState().isAuthenticated) return true;
    store.setRestoring(true);
    try {
      const signedIn = await this.refreshOnce();
      return signedIn && store.getState().isAuthenticated;
    } finally {
      store.setRestoring(false);
    }
  }

  /**
   * Trades the refresh cookie for a new access token. The body is empty: the browser sends
   * the httpOnly cookie itself (same origin), and the server puts the rotated one back.
   */
  private async refresh(): Promise<boolean> {
    const store = this.options.store;
    const before = store.version();
    // Signed in from the page's first screen, the tab has its user but no token yet: this
    // refresh completes that sign-in, as a silent one would.
    const fromPage = store.awaitsToken();
    const pageUser = store.getState().user?.id;
    const restoring = !store.getState().isAuthenticated || fromPage;
    // A silent sign-in that a sign-in or sign-out overtook: that newer change stands.
    const overtaken = () => restoring && store.version() !== before;
    try {
      // The refresh goes out while the answers' schemas download, not after: on a slow
      // first visit that is a round trip less before a signed-in page can show. Should the
      // schemas fail to download, this tab stays signed out for now and nothing is lost:
      // the rotated cookie the answer set is in the browser's jar (httpOnly, not in this
      // page), so the next attempt signs in with it.
      const [{ loginDataSchema }, result] = await Promise.all([
        loadAnswerSchemas(),
        withRefreshLock(() => this.send<LoginData>('POST', API_PATHS.refresh, undefined, null)),
      ]);
      const parsed = await checkAgainst(loginDataSchema, result.body?.success ? result.body.data : undefined);
      if (overtaken()) return false;
      if (!result.ok || !parsed.ok) {
        // The cookie is gone or refused for good: no session to come back to.
        if (result.status === 401 && restoring) store.logout();
        return false;
      }
      const { user, tokens } = parsed.value;
      if (fromPage && user.id !== pageUser) {
        // The cookie is someone else's now: nothing read for the page's person is shown to them.
        this.pageReads.clear();
        store.login(user, tokens.accessToken);
        this.options.onPersonChanged?.();
        return store.getState().isAuthenticated;
      }
      if (restoring) {
        store.login(user, tokens.accessToken);
      } else {
        store.updateTokens(tokens.accessToken);
        store.updateUser(user);
      }
      return store.getState().isAuthenticated;
    } catch {
      return false;
    }
  }
}

async function readJson<T>(response: Response): Promise<ApiResponse<T> | null> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && 'success' in value ? (value as ApiResponse<T>) : null;
  } catch {
    return null;
  }
}

export function failureOf<T>(result: ApiResult<T>): ApiFailure | null {
  return result.body && !result.body.success ? result.body : null;
}

export const apiClient = new ApiClient({
  baseUrl: '/api',
  store: sessionStore,
  onUnauthorized: () => window.location.assign('/login'),
  onPersonChanged: () => window.location.reload(),
});
