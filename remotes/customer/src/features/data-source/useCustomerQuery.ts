import { useEffect, useRef, useState } from 'react';
import type { CustomerDataSource } from '@portal/contracts';
import { useCustomerDataSource } from './CustomerDataSourceContext';

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** `failure` is what the read threw, for a page that tells a missing record from a fault. */
  | { status: 'error'; message: string; failure?: unknown };

export const LOAD_FAILED_MESSAGE = 'This information could not be loaded. Please try again.';

/**
 * Reads something from the customer data source. `key` names what is read: when it
 * changes the read starts again, and an answer for an older key is dropped.
 */
export function useCustomerQuery<T>(
  key: string,
  load: (source: CustomerDataSource) => Promise<T>,
): QueryState<T> {
  const source = useCustomerDataSource();
  const loadRef = useRef(load);
  loadRef.current = load;
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
  }, [key, source]);

  return answer && answer.key === key && answer.source === source ? answer.state : { status: 'loading' };
}
