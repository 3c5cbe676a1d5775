import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ServerRead } from '@portal/ui';
import type { AdminDataSource } from './adminDataSource';
import { useAdminDataSource } from './AdminDataSourceContext';
import { serverDataOf } from './serverDataOf';

/**
 * How long a read's answer is kept and what stands in for it while the next is read: the
 * few reads that differ from the area's defaults (the two-factor banner reads on every page).
 */
export type AdminQueryOptions<T> = Pick<
  UseQueryOptions<T, Error, T, QueryKey>,
  'staleTime' | 'gcTime' | 'placeholderData'
>;

/**
 * The admin's one way to read (lint forbids `useQuery` elsewhere in the remote): from the
 * admin data source through TanStack Query, `key` naming what is read (adminKeys), so a
 * changed filter reads anew and a slow answer for the old one never replaces the new
 * one's rows, and a write elsewhere marks it stale by its key.
 */
export function useAdminQuery<T>(
  key: QueryKey,
  read: (source: AdminDataSource) => Promise<T>,
  options: AdminQueryOptions<T> = {},
): ServerRead<T> {
  const source = useAdminDataSource();
  const query = useQuery({ ...options, queryKey: key, queryFn: () => read(source) });
  return {
    state: serverDataOf(query),
    reload: () => void query.refetch(),
  };
}
