import { useCallback, useEffect, useState } from 'react';

export type SourceData<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

export interface Loaded<T> {
  state: SourceData<T>;
  /** Reads again (Retry, or after the rows changed under the admin). */
  reload: () => void;
}

interface Answer<T> {
  load: () => Promise<T>;
  attempt: number;
  state: SourceData<T>;
}

/**
 * Runs `load` when it changes (memoise it on what it reads) and again on reload.
 * Until the answer of the current load and attempt arrives the state is loading,
 * and a late answer of an earlier one is dropped, so a slow reply for the old
 * filter can never replace the rows of the new one.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setAnswer({ load, attempt, state: { status: 'ready', data } }),
      () => current && setAnswer({ load, attempt, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const state: SourceData<T> =
    answer && answer.load === load && answer.attempt === attempt ? answer.state : { status: 'loading' };
  return { state, reload };
}
