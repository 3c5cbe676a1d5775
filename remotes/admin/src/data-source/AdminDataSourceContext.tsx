import { createContext, useContext, type ReactNode } from 'react';
import type { AdminDataSource } from '@portal/contracts';
import { createSampleAdminDataSource } from './sampleAdminDataSource';

const AdminDataSourceContext = createContext<AdminDataSource | null>(null);

// Created on first use, not at import, so loading the remote touches no storage.
let pageSampleSource: AdminDataSource | undefined;
function samplePerPage(): AdminDataSource {
  pageSampleSource ??= createSampleAdminDataSource();
  return pageSampleSource;
}

/** Puts another data source (a server-backed one, or a test's fake) under the screens. */
export function AdminDataSourceProvider({
  source,
  children,
}: {
  source: AdminDataSource;
  children: ReactNode;
}) {
  return <AdminDataSourceContext.Provider value={source}>{children}</AdminDataSourceContext.Provider>;
}

/** The data source of the admin screens: the provided one, else the sample data (D18). */
export function useAdminDataSource(): AdminDataSource {
  return useContext(AdminDataSourceContext) ?? samplePerPage();
}
