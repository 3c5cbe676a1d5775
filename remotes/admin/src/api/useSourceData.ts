import { useCallback } from 'react';
import type { AdminDataSource } from '@portal/contracts';
import { useAdminDataSource } from './AdminDataSourceContext';
import { useLoaded, type Loaded, type SourceData } from './useLoaded';

export type { SourceData };

/**
 * Reads from the admin data source when the screen opens, and again on reload.
 * `read` must be a stable function (declared at module level), or the read
 * repeats every render.
 */
export function useReloadableSourceData<T>(read: (source: AdminDataSource) => Promise<T>): Loaded<T> {
  const source = useAdminDataSource();
  const load = useCallback(() => read(source), [read, source]);
  return useLoaded(load);
}

/** Reads once from the admin data source when the screen opens. */
export function useSourceData<T>(read: (source: AdminDataSource) => Promise<T>): SourceData<T> {
  return useReloadableSourceData(read).state;
}
