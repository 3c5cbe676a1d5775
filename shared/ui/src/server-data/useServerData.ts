import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ServerData, ServerRead } from './serverData';

interface Answer<T> {
  key: unknown;
  state: ServerData<T>;
}

/**
 * The one way the remotes read server data: `load` runs when the component mounts,
 * again when `key` changes, and again on `reload`. `key` names what is read — a
 * string such as `payment:42`, or any value kept stable between renders (memoise
 * it) — and an answer that arrives for an older key, or after the component has
 * gone, is dropped, so a slow reply for the old filter never replaces the rows of
 * the new one. `load` may change every render; the read uses the latest one.
 */
export function useServerData<T>(key: unknown, load: () => Promise<T>): ServerRead<T> {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const read = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    read().then(
      (data) => {
        if (current) setAnswer({ key, state: { status: 'ready', data } });
      },
      (failure: unknown) => {
        if (current) setAnswer({ key, state: { status: 'error', failure } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, version]);

  const reload = useCallback(() => {
    setAnswer((previous) => (previous?.state.status === 'error' ? null : previous));
    setVersion((previous) => previous + 1);
  }, []);

  const state: ServerData<T> = answer && Object.is(answer.key, key) ? answer.state : { status: 'loading' };
  return { state, reload };
}
