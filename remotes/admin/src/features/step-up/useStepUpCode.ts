import { useState, type ComponentProps } from 'react';
import { stepUpFromTyped, type StepUp } from '@portal/contracts/stepUp';
import type { StepUpField } from './StepUpField';
import { stepUpRefusal } from './refusal';

/** The authentication code a staff change is confirmed with, and what its field says. */
export interface StepUpCode {
  /** The typed code as the request's `stepUp`. */
  stepUp: () => StepUp;
  /** Empties the field (after a change went through). */
  clear: () => void;
  /** Puts a refused step-up next to the field; false when `error` is some other refusal. */
  refused: (error: unknown) => boolean;
  /** The field's props; typing clears its error. */
  field: (disabled: boolean) => ComponentProps<typeof StepUpField>;
}

/** One code field's state, shared by the invitation form and the change and removal dialogs. */
export function useStepUpCode(): StepUpCode {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  return {
    stepUp: () => stepUpFromTyped(code),
    clear: () => setCode(''),
    refused: (error) => {
      // A missing or wrong code is said next to its field; anything else elsewhere.
      const stepUp = stepUpRefusal(error);
      if (stepUp) setCodeError(stepUp);
      return stepUp !== null;
    },
    field: (disabled) => ({
      value: code,
      error: codeError ?? undefined,
      disabled,
      onChange: (value) => {
        setCode(value);
        setCodeError(null);
      },
    }),
  };
}
