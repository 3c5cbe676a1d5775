import { useCallback, useEffect, useState } from 'react';
import type { RemoteAreaComponent, RemoteName } from '@portal/contracts/remote';
import { loadArea } from './federation';

export type RemoteAreaState =
  | { status: 'loading' }
  | { status: 'ready'; Component: RemoteAreaComponent }
  | { status: 'error'; error: unknown };

// A loaded Area stays loaded for the page's life: coming back to an area does not
// show its loading state again.
const loaded = new Map<RemoteName, RemoteAreaComponent>();

/** Forgets every loaded Area (tests start from a fresh page this way). */
export function forgetLoadedAreas(): void {
  loaded.clear();
}

/**
 * Loads an area before it is visited (the shell calls it when the page is idle), so
 * that switching into it is only a render: no fetch, no script evaluation.
 */
export function warmArea(remote: RemoteName): Promise<void> {
  if (loaded.has(remote)) return Promise.resolve();
  // A failed warm-up is not kept: the visit asks the server again (federation.ts).
  return loadArea(remote).then(
    (Component) => {
      loaded.set(remote, Component);
    },
    () => undefined,
  );
}

interface Outcome {
  attempt: number;
  state: RemoteAreaState;
}

/**
 * Loads one remote's Area. Use one hook instance per remote (key the component by
 * remote): `retry` starts a fresh attempt that bypasses everything cached.
 */
export function useRemoteArea(remote: RemoteName): RemoteAreaState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (attempt === 0 && loaded.has(remote)) return undefined;
    let current = true;
    loadArea(remote, attempt > 0).then(
      (Component) => {
        loaded.set(remote, Component);
        if (current) setOutcome({ attempt, state: { status: 'ready', Component } });
      },
      (error: unknown) => {
        if (current) setOutcome({ attempt, state: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => {
    loaded.delete(remote);
    setAttempt((value) => value + 1);
  }, [remote]);

  const cached = loaded.get(remote);
  let state: RemoteAreaState = { status: 'loading' };
  if (outcome?.attempt === attempt) state = outcome.state;
  else if (cached) state = { status: 'ready', Component: cached };
  return { ...state, retry };
}
