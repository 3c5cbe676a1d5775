import { apiClient } from '@portal/auth';

export interface ReceivedCall {
  method: string;
  path: string;
  body: unknown;
}

export const ok = (data?: unknown, message = 'OK') => ({ success: true, message, data });
export const refused = (message: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  message,
  ...extra,
});

/**
 * The server behind the shared API client the security screens call: each
 * `METHOD path` answers its queue in turn, the last answer repeating; an answer
 * given as a function is asked each time (a state the test changes).
 */
type Answer = [number, unknown] | (() => [number, unknown]);

export function fakeServer(routes: Record<string, Answer[]>): ReceivedCall[] {
  const calls: ReceivedCall[] = [];
  const fetch = (url: string, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api/, '');
    calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const queue = routes[`${method} ${path}`];
    const answer = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!answer) return Promise.reject(new TypeError(`Failed to fetch ${method} ${path}`));
    const [status, body] = typeof answer === 'function' ? answer() : answer;
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
  apiClient.configure({ fetch: fetch as typeof globalThis.fetch, onUnauthorized: () => undefined });
  return calls;
}
