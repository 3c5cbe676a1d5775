import { createContext, useContext, type ReactNode } from 'react';
import { createDevelopersSource, type DevelopersSource } from './developersSource';

// The server-backed source is the default; tests supply one over their fake API's client.
const DevelopersSourceContext = createContext<DevelopersSource>(createDevelopersSource());

export function DevelopersSourceProvider({
  source,
  children,
}: {
  source: DevelopersSource;
  children: ReactNode;
}) {
  return <DevelopersSourceContext.Provider value={source}>{children}</DevelopersSourceContext.Provider>;
}

export function useDevelopersSource(): DevelopersSource {
  return useContext(DevelopersSourceContext);
}
