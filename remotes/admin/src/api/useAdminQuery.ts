import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ServerRead } from '@portal/ui';
import type { AdminDataSource } from './adminDataSource';
import { useAdminDataSource } from './AdminDataSourceContext';
import { serverDataOf } from './serverDataOf';

/**
 * Reads from the admin data source through TanStack Query: `key` names what is read
 * (adminKeys), so a changed filter reads anew and a slow answer for the old one never
 * replaces the new one's rows, and a write elsewhere marks it stale by its key.
 */
export function useAdminQuery<T>(
  key: QueryKey,
  read: (source: AdminDataSource) => Promise<T>,
): ServerRead<T> {
  const source = useAdminDataSource();
  const query = useQuery({ queryKey: key, queryFn: () => read(source) });
  return {
    state: serverDataOf(query),
    reload: () => void query.refetch(),
  };
}
