import { createContext, useContext, type ReactNode } from 'react';
import { createBatchSource, type BatchSource } from './batchSource';

// The server-backed source is the default; tests supply one over their fake API's client.
const BatchSourceContext = createContext<BatchSource>(createBatchSource());

export function BatchSourceProvider({ source, children }: { source: BatchSource; children: ReactNode }) {
  return <BatchSourceContext.Provider value={source}>{children}</BatchSourceContext.Provider>;
}

export function useBatchSource(): BatchSource {
  return useContext(BatchSourceContext);
}
