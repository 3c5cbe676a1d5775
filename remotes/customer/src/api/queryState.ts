/** What a read from the customer data source shows: loading, its data, or a failure. */
export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** `failure` is what the read threw, for a page that tells a missing record from a fault. */
  | { status: 'error'; message: string; failure?: unknown };

export const LOAD_FAILED_MESSAGE = 'This information could not be loaded. Please try again.';
