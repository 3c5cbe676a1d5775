import { useCallback, useEffect, useRef, useState } from 'react';
import { firstErrors } from '@portal/contracts/fieldErrors';
import { RequestError } from '../../api';

export type SubmissionPhase = 'editing' | 'submitting' | 'submitted';

/** A success screen stays 5 seconds, then the form is back, empty. */
export const SUCCESS_SCREEN_MS = 5000;

export const SUBMIT_FAILED_MESSAGE = 'Your submission could not be sent. Please try again.';

/** `directorInfoFiles.1` is a part of `directorInfoFiles`. */
export const isFieldOrPart = (key: string, field: string): boolean =>
  key === field || key.startsWith(`${field}.`);

export interface SubmissionCycle<TInput, TResult> {
  phase: SubmissionPhase;
  /** What the last successful submission returned, while its success screen shows. */
  result: TResult | null;
  error: string | null;
  /** The server's refusal of the last submission by field (first message each). */
  fieldErrors: Record<string, string>;
  submit: (input: TInput) => Promise<void>;
  dismissError: () => void;
  /** Forgets a field's refusal once the customer changed that field. */
  clearFieldError: (field: string) => void;
  /** Back to an empty form (a success screen that stays offers this). */
  reset: () => void;
}

/**
 * A submission: waiting while `send` runs, then the success screen, then back to an
 * empty form after `resetAfterMs` (5 seconds), or when the page asks (`reset`) if it is null. A second submit while one is under way is
 * ignored, so a double click cannot send twice. A refusal the server explained
 * (RequestError) shows the server's words, by field where it named one.
 */
export function useSubmissionCycle<TInput, TResult>(
  send: (input: TInput) => Promise<TResult>,
  resetAfterMs: number | null = SUCCESS_SCREEN_MS,
): SubmissionCycle<TInput, TResult> {
  const [phase, setPhase] = useState<SubmissionPhase>('editing');
  const [result, setResult] = useState<TResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
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
      setFieldErrors({});
      setPhase('submitting');
      try {
        const answer = await send(input);
        if (!mounted.current) return;
        setResult(answer);
        setPhase('submitted');
        if (resetAfterMs !== null)
          resetTimer.current = setTimeout(() => {
            setResult(null);
            setPhase('editing');
          }, resetAfterMs);
      } catch (failure) {
        if (!mounted.current) return;
        if (failure instanceof RequestError) {
          setError(failure.message);
          setFieldErrors(firstErrors(failure.errors));
        } else {
          setError(SUBMIT_FAILED_MESSAGE);
        }
        setPhase('editing');
      } finally {
        inFlight.current = false;
      }
    },
    [send, resetAfterMs],
  );

  const clearFieldError = useCallback(
    (field: string) =>
      setFieldErrors((previous) => {
        const kept = Object.entries(previous).filter(([key]) => !isFieldOrPart(key, field));
        return kept.length === Object.keys(previous).length ? previous : Object.fromEntries(kept);
      }),
    [],
  );

  return {
    phase,
    result,
    error,
    fieldErrors,
    submit,
    dismissError: () => setError(null),
    clearFieldError,
    reset: () => {
      clearTimeout(resetTimer.current);
      setResult(null);
      setPhase('editing');
    },
  };
}
