import { ApiClient, SessionStore } from '@portal/auth';
import { createServerAdminDataSource } from '../api';

export const ADMIN_TOKEN = 'admin-access-token';

export interface FakeCall {
  method: string;
  /** The path under the API base with its query, e.g. `/admin/registrations?status=pending`. */
  path: string;
  authorization: string | undefined;
  /** The parsed JSON body, or undefined when none was sent. */
  body: unknown;
}

export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
export const succeed = (data: unknown, message = 'OK') => answer(200, { success: true, message, data });
export const refuse = (status: number, message: string, extra: { code?: string; errors?: object } = {}) =>
  answer(status, { success: false, message, ...extra });

/**
 * The real API client and server data source over a fake fetch: `respond` answers
 * each call, and every call is recorded with its method, path, token and body. The
 * admin is signed in, so calls carry a bearer token as in the portal.
 */
export function fakeApi(respond: (call: FakeCall) => Response | Promise<Response>) {
  const store = new SessionStore(() => sessionStorage);
  store.login(
    { id: 'adm-1', name: 'Ada Admin', email: 'admin@vendorbridge.local', role: 'admin', approved: true },
    ADMIN_TOKEN,
  );
  const calls: FakeCall[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: url.replace(/^\/api/, ''),
      authorization: headers.Authorization,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return respond(call);
  });
  const client = new ApiClient({
    baseUrl: '/api',
    store,
    fetch: fetch as unknown as typeof globalThis.fetch,
    onUnauthorized: jest.fn(),
  });
  return { client, calls, source: createServerAdminDataSource(client) };
}
