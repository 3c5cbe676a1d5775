import { useMemo } from 'react';
import type { AdminDataSource } from './adminDataSource';
import { useServerData, type ServerRead } from '@portal/ui';
import { useAdminDataSource } from './AdminDataSourceContext';

/**
 * Reads from the admin data source through @portal/ui's useServerData, the one way
 * the remotes read server data (loading / ready / error, and reload). `key` names
 * what is read (`review:pending:`): when it, or the data source, changes the read
 * starts again and an answer for the older one is dropped, so a slow reply for the
 * old filter never replaces the rows of the new one.
 */
export function useAdminData<T>(key: string, read: (source: AdminDataSource) => Promise<T>): ServerRead<T> {
  const source = useAdminDataSource();
  const what = useMemo(() => ({ key, source }), [key, source]);
  return useServerData(what, () => read(source));
}
