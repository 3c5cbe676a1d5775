import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface JsonAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The parsed body, or the raw text when it is not JSON. */
  body: unknown;
}

export interface ApiClient {
  /** The address the client's requests come from, as the server sees it. */
  address: string;
  get: (path: string, headers?: Record<string, string>) => Promise<JsonAnswer>;
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<JsonAnswer>;
  /** Sends `body` as it is (bytes or text), with the headers given. */
  send: (
    method: string,
    path: string,
    body: string | Buffer,
    headers: Record<string, string>,
  ) => Promise<JsonAnswer>;
  close: () => void;
}

/**
 * The loopback address of client number `index` (0 … 60,000). Linux routes all of
 * 127.0.0.0/8 to the loopback interface, so every simulated client can have an
 * address of its own and the server's per-client limits see separate clients.
 */
export const clientAddress = (index: number): string =>
  `127.10.${Math.floor(index / 250)}.${(index % 250) + 1}`;

export interface ApiClientOptions {
  /** Every request is bounded: a hang is an error, not a wait. */
  timeoutMs?: number;
  /**
   * Reuse connections (the default). Hostile requests turn it off: a server that
   * closes the connection after refusing one would otherwise fail the next request.
   */
  keepAlive?: boolean;
}

/** An HTTP client for the API on `baseUrl` whose connections come from `address`. */
export function apiClient(
  baseUrl: string,
  address: string,
  { timeoutMs = 30_000, keepAlive = true }: ApiClientOptions = {},
): ApiClient {
  const origin = new URL(baseUrl);
  const agent = new Agent({ keepAlive, maxSockets: keepAlive ? 1 : Infinity, localAddress: address });

  const send = (
    method: string,
    path: string,
    body: string | Buffer | null,
    headers: Record<string, string>,
  ) =>
    new Promise<JsonAnswer>((resolve, reject) => {
      const req = request(
        {
          host: origin.hostname,
          port: origin.port,
          path: `/api${path}`,
          method,
          agent,
          localAddress: address,
          headers:
            body === null ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON: keep the text
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} took longer than ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(body ?? undefined);
    });

  return {
    address,
    get: (path, headers = {}) => send('GET', path, null, { accept: 'application/json', ...headers }),
    post: (path, body, headers = {}) =>
      send('POST', path, JSON.stringify(body), {
        'content-type': 'application/json',
        accept: 'application/json',
        ...headers,
      }),
    send: (method, path, body, headers) => send(method, path, body, headers),
    close: () => agent.destroy(),
  };
}

/** The access token of a sign-in answer, or throws with what the server said. */
export function accessTokenOf(answer: JsonAnswer): string {
  const token = (answer.body as { data?: { tokens?: { accessToken?: unknown } } } | null)?.data?.tokens
    ?.accessToken;
  if (answer.status !== 200 || typeof token !== 'string') {
    throw new Error(`sign-in failed (${answer.status}): ${JSON.stringify(answer.body)}`);
  }
  return token;
}

/** The refresh cookie's name (D39): sign-in sets it, httpOnly, on the auth routes. */
export const REFRESH_COOKIE = 'vb_refresh';

/**
 * The refresh token an answer hands out: a sign-in's (and a cookie refresh's) in its
 * Set-Cookie (D39), a refresh by body token's in its body, as an API client receives it.
 */
export function refreshTokenOf(answer: JsonAnswer): string {
  const fromBody = (answer.body as { data?: { tokens?: { refreshToken?: unknown } } } | null)?.data?.tokens
    ?.refreshToken;
  if (typeof fromBody === 'string') return fromBody;
  for (const cookie of answer.headers['set-cookie'] ?? []) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() === REFRESH_COOKIE && pair.slice(at + 1)) return pair.slice(at + 1);
  }
  throw new Error(`no refresh token (${answer.status}): ${JSON.stringify(answer.body)}`);
}
