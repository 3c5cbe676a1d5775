import { useEffect, useRef } from 'react';
import { STEP_UP_MESSAGES } from '@portal/contracts/stepUp';
import { TextField } from '@portal/ui';
import { usePasswordStepUp } from './usePasswordStepUp';

/** Said only to someone whose password the server takes as step-up (no authenticator enrolled). */
export const PASSWORD_HINT = 'No authenticator app yet: your password.';

export interface StepUpFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** Takes focus when it appears (the rate editor shows it once the server asks for it). */
  focusOnShow?: boolean;
}

/**
 * The "Authentication code" a change that moves money is confirmed with, in the same submit
 * (issue 22 point 4). Six digits go as the authenticator code; someone without an authenticator
 * (only the configured admin, outside production) types the password here instead, and only they
 * are told so.
 */
export function StepUpField({ value, onChange, error, disabled, focusOnShow }: StepUpFieldProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const byPassword = usePasswordStepUp();
  useEffect(() => {
    if (focusOnShow) box.current?.querySelector('input')?.focus();
  }, [focusOnShow]);
  return (
    <div ref={box}>
      <TextField
        label={STEP_UP_MESSAGES.codeLabel}
        name="stepUp"
        type="password"
        value={value}
        error={error}
        hint={byPassword ? `${STEP_UP_MESSAGES.codeHint} ${PASSWORD_HINT}` : STEP_UP_MESSAGES.codeHint}
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
