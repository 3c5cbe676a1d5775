import { useEffect, useRef } from 'react';
import type { SubmissionPhase } from './useSubmissionCycle';

/**
 * The success screen holds focus (its heading takes it) until the form replaces it
 * 5 seconds later. The heading then disappears, and focus would fall to the page:
 * the next Tab would start again at the top, before the navbar. So when the form
 * comes back and nothing else has focus, its first control takes it. Focus the
 * customer has moved elsewhere in the meantime stays where it is.
 * Returns the ref for an element around the form.
 */
export function useFocusFormAfterReset<T extends HTMLElement>(phase: SubmissionPhase) {
  const formArea = useRef<T>(null);
  const previousPhase = useRef(phase);

  useEffect(() => {
    const backFromSuccess = previousPhase.current === 'submitted' && phase === 'editing';
    previousPhase.current = phase;
    if (!backFromSuccess) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    formArea.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }, [phase]);

  return formArea;
}
