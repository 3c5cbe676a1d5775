import { createContext, useContext, type ReactNode } from 'react';
import type { AdminDataSource } from '@portal/contracts';
import { createSampleAdminDataSource } from './sampleAdminDataSource';
import { createServerAdminDataSource } from './server';

const AdminDataSourceContext = createContext<AdminDataSource | null>(null);

/**
 * Registrations, document approvals and the dashboard read and write the server.
 * Payment requests, the receiving bank account and the wallet settings stay on the
 * sample data only until the payments API lands; the payments work replaces them
 * here. Created on first use, not at import, so loading the remote touches no
 * storage and sends nothing.
 */
let pageSource: AdminDataSource | undefined;
function defaultSource(): AdminDataSource {
  pageSource ??= { ...createSampleAdminDataSource(), ...createServerAdminDataSource() };
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

/** The data source of the admin screens: the provided one, else the server (and, for payments, the sample data). */
export function useAdminDataSource(): AdminDataSource {
  return useContext(AdminDataSourceContext) ?? defaultSource();
}
