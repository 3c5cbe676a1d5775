import { useEffect, useRef } from 'react';
import { STEP_UP_MESSAGES } from '@portal/contracts';
import { TextField } from '@portal/ui';

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
 * (issue 22 point 4). Six digits go as the authenticator code; the configured admin without an
 * authenticator (outside production) types the password here instead.
 */
export function StepUpField({ value, onChange, error, disabled, focusOnShow }: StepUpFieldProps) {
  const box = useRef<HTMLDivElement | null>(null);
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
        hint={`${STEP_UP_MESSAGES.codeHint} No authenticator app yet: your password.`}
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
