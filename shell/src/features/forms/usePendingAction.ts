import { useCallback, useRef, useState } from 'react';

/**
 * Runs one submission at a time: `pending` drives the waiting label, and the lock
 * (a ref, so it holds before React re-renders) drops a second click or Enter.
 */
export function usePendingAction(): {
  pending: boolean;
  run: (action: () => Promise<void>) => Promise<void>;
} {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  const run = useCallback(async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  return { pending, run };
}
