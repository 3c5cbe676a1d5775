import { useCallback, useEffect, useRef, useState } from 'react';
import { SIMULATED_DELAY_MS } from '@portal/contracts';

export type SubmissionPhase = 'editing' | 'submitting' | 'submitted';

export const SUBMIT_FAILED_MESSAGE = 'Your submission could not be sent. Please try again.';

export interface SubmissionCycle<TInput, TResult> {
  phase: SubmissionPhase;
  /** What the last successful submission returned, while its success screen shows. */
  result: TResult | null;
  error: string | null;
  submit: (input: TInput) => Promise<void>;
  dismissError: () => void;
}

/**
 * Spec §4 submissions: waiting while `send` runs, then the success screen, then
 * back to an empty form after 5 seconds. A second submit while one is under way is
 * ignored, so a double click cannot send twice.
 */
export function useSubmissionCycle<TInput, TResult>(
  send: (input: TInput) => Promise<TResult>,
  resetAfterMs: number = SIMULATED_DELAY_MS.successReset,
): SubmissionCycle<TInput, TResult> {
  const [phase, setPhase] = useState<SubmissionPhase>('editing');
  const [result, setResult] = useState<TResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(resetTimer.current);
    };
  }, []);

  const submit = useCallback(
    async (input: TInput) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setError(null);
      setPhase('submitting');
      try {
        const answer = await send(input);
        if (!mounted.current) return;
        setResult(answer);
        setPhase('submitted');
        resetTimer.current = setTimeout(() => {
          setResult(null);
          setPhase('editing');
        }, resetAfterMs);
      } catch {
        if (!mounted.current) return;
        setError(SUBMIT_FAILED_MESSAGE);
        setPhase('editing');
      } finally {
        inFlight.current = false;
      }
    },
    [send, resetAfterMs],
  );

  return { phase, result, error, submit, dismissError: () => setError(null) };
}
