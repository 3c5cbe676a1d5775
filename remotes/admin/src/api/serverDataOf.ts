import type { ServerData } from '@portal/ui';

/** The parts of a query's result that say what a section shows. */
interface QueryState<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
}

/**
 * A query's result as the screens' ServerData: reading again after a failure is
 * loading again (Retry gives way to the placeholder), while after a success the
 * data stays shown until the new answer replaces it.
 */
export function serverDataOf<T>(query: QueryState<T>): ServerData<T> {
  if (query.status === 'success') return { status: 'ready', data: query.data as T };
  if (query.status === 'error' && !query.isFetching) return { status: 'error', failure: query.error };
  return { status: 'loading' };
}
