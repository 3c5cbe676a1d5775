import type { CustomerDataSource } from '@portal/contracts';
import type { QueryState } from './queryState';
import { useReloadableQuery } from './useReloadableQuery';

/**
 * Reads something from the customer data source. `key` names what is read: when it
 * changes the read starts again, and an answer for an older key is dropped. For a
 * read the page must repeat (Retry, refresh), use `useReloadableQuery`, which this is.
 */
export function useCustomerQuery<T>(
  key: string,
  load: (source: CustomerDataSource) => Promise<T>,
): QueryState<T> {
  return useReloadableQuery(key, load).state;
}

export { LOAD_FAILED_MESSAGE, type QueryState } from './queryState';
