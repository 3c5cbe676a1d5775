import { useState, type ReactNode } from 'react';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@portal/query-client';

// Answers reach the screen in the same turn they arrive, as they did before the query
// cache, rather than a timer later: a test that lets one turn pass sees them.
notifyManager.setScheduler(queueMicrotask);

/**
 * Wraps a rendered tree in its own fresh query cache with the page's defaults (no
 * retries): nothing read in another test is shown. A `wrapper` for render; the
 * Area's AreaQueryProvider keeps it.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
