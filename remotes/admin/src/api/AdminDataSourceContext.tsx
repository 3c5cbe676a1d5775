import { createContext, useContext, type ReactNode } from 'react';
import type { AdminDataSource } from './adminDataSource';
import { createServerAdminDataSource } from './server';

const AdminDataSourceContext = createContext<AdminDataSource | null>(null);

/**
 * Every admin screen reads and writes the server; nothing is kept in the browser.
 * Created on first use, not at import, so loading the remote sends nothing.
 */
let pageSource: AdminDataSource | undefined;
function defaultSource(): AdminDataSource {
  pageSource ??= createServerAdminDataSource();
  return pageSource;
}

/** Puts another data source (a test's fake) under the screens. */
export function AdminDataSourceProvider({
  source,
  children,
}: {
  source: AdminDataSource;
  children: ReactNode;
}) {
  return <AdminDataSourceContext.Provider value={source}>{children}</AdminDataSourceContext.Provider>;
}

/** The data source of the admin screens: the provided one, else the server. */
export function useAdminDataSource(): AdminDataSource {
  return useContext(AdminDataSourceContext) ?? defaultSource();
}
