// The server-data cache of the customer and admin areas: one TanStack QueryClient per
// area. Both remotes import this module as `@portal/query-client` (an alias,
// webpack.shared.js `sharesServerData`) and bundle it with @tanstack/react-query. The
// shell never imports it: neither it nor @tanstack/react-query is on the first load of `/`.
import { createElement, useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore } from '@portal/auth';

/**
 * The portal's defaults. A failed read shows its "could not be loaded" block with Retry
 * at once (as before the cache), so no automatic retries; data is refetched when a
 * screen mounts after 30 s or when a write invalidates it, not on every window focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// One person's data must never be shown to the next: signing out (by the user, or a
// session the server refused) empties the cache.
sessionStore.subscribe(() => {
  if (!sessionStore.getState().isAuthenticated) queryClient.clear();
});

/**
 * Wraps an area's routes. A client provided above (a test's fresh one) is kept;
 * otherwise the page's shared client is provided.
 */
export function AreaQueryProvider({ children }: { children: ReactNode }): ReactNode {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return createElement(QueryClientProvider, { client: queryClient }, children);
}
