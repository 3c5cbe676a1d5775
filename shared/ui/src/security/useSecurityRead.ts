import { useCallback, useEffect, useRef, useState } from 'react';
import type { SecurityAnswer } from '@portal/auth';

export type SecurityRead<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; data: T };

/**
 * Reads once on mount and again on `reload`; while a read is under way the state is
 * loading, and an answer that arrives after the screen has gone is dropped.
 */
export function useSecurityRead<T>(read: () => Promise<SecurityAnswer<T>>) {
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<{ version: number; state: SecurityRead<T> } | null>(null);

  useEffect(() => {
    let live = true;
    void readRef.current().then((result) => {
      if (!live) return;
      setAnswer({
        version,
        state: result.ok
          ? { status: 'loaded', data: result.data }
          : { status: 'error', message: result.message },
      });
    });
    return () => {
      live = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  const state: SecurityRead<T> = answer?.version === version ? answer.state : { status: 'loading' };
  return { state, reload };
}
