/**
 * What a read from the server shows: loading until its answer, then the data, or
 * the failure it threw (kept, so a page can tell a missing record from a fault).
 */
export type ServerData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; failure: unknown };

export interface ServerRead<T> {
  state: ServerData<T>;
  /**
   * Reads again (Retry, or after the user changed what was read): after a failure
   * the state is loading again; after a success it keeps the data shown until the
   * new answer replaces it, so the page does not flash back to its placeholder.
   */
  reload: () => void;
}
