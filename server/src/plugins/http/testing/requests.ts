import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ServerUnderTest } from './appUnderTest';

/** Request headers, as a test passes them. */
export type Headers = Record<string, string>;

/** The URL of an API path (the API is served under /api). */
export const api = (url: string) => `/api${url}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: api(url), payload: body as InjectOptions['payload'], ...options });
}

/** A request to the API, with a JSON body when one is given. */
export function call(
  server: ServerUnderTest,
  method: InjectOptions['method'],
  path: string,
  headers: Headers = {},
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return server.test.app.inject({
    method,
    url: api(path),
    headers,
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
}

/** The `data` of an answer's JSON body. */
export const dataOf = <T>(response: LightMyRequestResponse): T => response.json<{ data: T }>().data;
