import { useState } from 'react';
import type { StepUp } from '@portal/contracts/stepUp';
import { refusalText } from './refusal';
import { useStepUpCode, type StepUpCode } from './useStepUpCode';

export interface StepUpDialogOptions {
  /** Whether the change is on its way: the dialog then neither closes nor sends again. */
  pending: boolean;
  /** Sends the change confirmed by `stepUp`. */
  send: (stepUp: StepUp) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/** What a confirmation dialog of a staff change passes to its Dialog (`close`) and StepUpConfirm. */
export interface StepUpDialog {
  code: StepUpCode;
  failure: string | null;
  pending: boolean;
  close: () => void;
  onKeep: () => void;
  onConfirm: () => void;
}

/**
 * A staff change's confirmation: sends with the typed code; a refused code is said at its
 * field, any other refusal above the buttons.
 */
export function useStepUpDialog({ pending, send, onDone, onClose }: StepUpDialogOptions): StepUpDialog {
  const [failure, setFailure] = useState<string | null>(null);
  const code = useStepUpCode();
  const close = () => {
    if (!pending) onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await send(code.stepUp());
      onDone();
    } catch (error) {
      if (!code.refused(error)) setFailure(refusalText(error));
    }
  };
  return { code, failure, pending, close, onKeep: close, onConfirm: () => void confirm() };
}
