import { useMemo } from 'react';
import type { CustomerDataSource } from '@portal/contracts';
import { useServerData, type ServerRead } from '@portal/ui';
import { useCustomerDataSource } from './CustomerDataSourceContext';

/**
 * Reads from the customer data source through @portal/ui's useServerData, the one
 * way the remotes read server data (loading / ready / error, and reload). `key`
 * names what is read (`payment:42`): when it, or the data source, changes the read
 * starts again and an answer for the older one is dropped.
 */
export function useCustomerData<T>(
  key: string,
  load: (source: CustomerDataSource) => Promise<T>,
): ServerRead<T> {
  const source = useCustomerDataSource();
  const read = useMemo(() => ({ key, source }), [key, source]);
  return useServerData(read, () => load(source));
}
