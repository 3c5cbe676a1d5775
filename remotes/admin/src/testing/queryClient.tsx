import { useState, type ReactNode } from 'react';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';

// Answers reach the screen in the same turn they arrive, as they did before the query
// cache, rather than a timer later: a test that lets one turn pass sees them.
notifyManager.setScheduler(queueMicrotask);

/**
 * A fresh query cache for one test: nothing read in another test is shown, a failed
 * read fails at once (no retries), and nothing is kept on a timer after the test.
 */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** Wraps a rendered tree in its own fresh query cache (a `wrapper` for render). */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(testQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
