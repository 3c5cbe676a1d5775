import { useEffect, useState } from 'react';
import type { AdminDataSource } from '@portal/contracts';
import { useAdminDataSource } from '../data-source';

export type SourceData<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/**
 * Reads once from the admin data source when the screen opens. `read` must be a
 * stable function (declared at module level), or the read repeats every render.
 */
export function useSourceData<T>(read: (source: AdminDataSource) => Promise<T>): SourceData<T> {
  const source = useAdminDataSource();
  const [state, setState] = useState<SourceData<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    read(source).then(
      (data) => current && setState({ status: 'ready', data }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [read, source]);

  return state;
}
