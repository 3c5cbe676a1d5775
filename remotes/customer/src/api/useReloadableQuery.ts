import { useCallback, useEffect, useRef, useState } from 'react';
import type { CustomerDataSource } from '@portal/contracts';
import { useCustomerDataSource } from './CustomerDataSourceContext';
import { LOAD_FAILED_MESSAGE, type QueryState } from './queryState';

export interface ReloadableQuery<T> {
  state: QueryState<T>;
  /**
   * Reads again: after a failure the page shows loading (Retry); after a success
   * it keeps showing what it has until the new answer replaces it.
   */
  reload: () => void;
}

/**
 * Reads something from the customer data source, and again on `reload` (Retry, or a
 * refresh after the customer changed it). `key` names what is read: when it changes
 * the read starts again, and an answer for an older key is dropped.
 */
export function useReloadableQuery<T>(
  key: string,
  load: (source: CustomerDataSource) => Promise<T>,
): ReloadableQuery<T> {
  const source = useCustomerDataSource();
  const loadRef = useRef(load);
  loadRef.current = load;
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<{
    key: string;
    source: CustomerDataSource;
    state: QueryState<T>;
  } | null>(null);

  useEffect(() => {
    let current = true;
    loadRef.current(source).then(
      (data) => {
        if (current) setAnswer({ key, source, state: { status: 'ready', data } });
      },
      (failure: unknown) => {
        if (current)
          setAnswer({ key, source, state: { status: 'error', message: LOAD_FAILED_MESSAGE, failure } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, source, version]);

  const reload = useCallback(() => {
    setAnswer((previous) => (previous?.state.status === 'error' ? null : previous));
    setVersion((previous) => previous + 1);
  }, []);

  const state: QueryState<T> =
    answer && answer.key === key && answer.source === source ? answer.state : { status: 'loading' };
  return { state, reload };
}
