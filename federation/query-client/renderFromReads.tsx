// A signed-in first screen rendered on the server (D41), for the customer and admin areas'
// renderers (each remote's src/prerender.tsx, bundled for Node by webpack.prerender.js).
// Never part of a browser bundle: it imports react-dom/server.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { sessionStore, type ApiClient, type ApiResult } from '@portal/auth';
import { renderAs } from '@portal/auth/src/renderAs';
import type { FirstScreen } from '@portal/contracts/firstScreen';
import { createQueryClient } from './index';

/** What the areas' data sources call: the API client's methods. */
export type ReadsClient = Pick<ApiClient, 'get' | 'post' | 'put' | 'request' | 'upload' | 'download'>;

/** A read the page did not bring: the screen cannot be shown whole from the page. */
class NotInPage extends Error {}

/**
 * An API client that answers a GET from the page's first reads (the same answers the
 * browser's client takes, ApiClient.startFromPage) and nothing else: no request leaves
 * the server, and a screen that needs more than the page brings fails to render.
 */
function readsClient(reads: FirstScreen['reads']): ReadsClient {
  const refuse = (path: string) => Promise.reject(new NotInPage(path));
  const get = <T,>(path: string): Promise<ApiResult<T>> => {
    if (!Object.hasOwn(reads, path)) return refuse(path);
    const { status, body } = reads[path] as FirstScreen['reads'][string];
    return Promise.resolve({ ok: status >= 200 && status < 300, status, body: body as ApiResult<T>['body'] });
  };
  return {
    get,
    request: <T,>(method: string, path: string): Promise<ApiResult<T>> =>
      method === 'GET' ? get<T>(path) : refuse(path),
    post: refuse,
    put: refuse,
    upload: refuse,
    download: refuse,
  };
}

/** Renders, reads what was asked for, renders again: the deepest chain of dependent reads. */
const MOST_PASSES = 4;

/**
 * The markup of `screen(client)` as `user` sees it with the page's reads
 * answered, or null when that is not the whole screen: a read the page did not bring, a
 * read that failed, one still pending after the passes, or a render that threw. Then the
 * server sends the plain page and the browser renders by itself.
 *
 * Each pass is a synchronous renderToString, during which (and only during which) the
 * session store holds the user, so renders for two people in one server never see each
 * other's. Lazy screens render their fallback: only screens the area bundles eagerly
 * are given here (each remote's FIRST_SCREEN_PAGES).
 */
export async function renderFromReads(
  screen: (client: ReadsClient) => ReactNode,
  { user, reads }: FirstScreen,
): Promise<string | null> {
  const queryClient = createQueryClient();
  const client = readsClient(reads);
  const tree = <QueryClientProvider client={queryClient}>{screen(client)}</QueryClientProvider>;
  try {
    for (let pass = 0; pass < MOST_PASSES; pass += 1) {
      const html = renderAs(sessionStore, user, () => renderToString(tree));
      const queries = queryClient.getQueryCache().getAll();
      if (queries.some((query) => query.state.status === 'error')) return null;
      // A query its screen holds back (`enabled: false`) is left as the browser leaves it.
      const waiting = queries.filter((query) => {
        // The observer's options, `enabled` among them, are what the query was built with.
        const { enabled } = query.options as { enabled?: boolean | ((of: typeof query) => boolean) };
        return (
          query.state.status === 'pending' &&
          (typeof enabled === 'function' ? enabled(query) : enabled) !== false
        );
      });
      if (waiting.length === 0) return html;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    return null;
  } catch {
    return null;
  } finally {
    queryClient.clear();
  }
}
