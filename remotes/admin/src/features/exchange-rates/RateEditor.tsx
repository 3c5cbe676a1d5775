import { useEffect, useId, useRef, useState } from 'react';
import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { rateUpdateSchema, type RateUpdate } from '@portal/contracts/rates';
import { stepUpFromTyped } from '@portal/contracts/stepUp';
import { useContractForm } from '@portal/ui';
import { StepUpField } from '../step-up';
import type { NairaRate } from './nairaRates';
import type { RateChange, RateSave } from './useRateTable';

export interface RateEditorProps {
  rate: NairaRate;
  onCancel: () => void;
  /** Sends the checked rate; answers whether it was stored, or why not. */
  onSave: (update: RateSave) => Promise<RateChange>;
}

interface RateValues {
  rate: string;
}

/**
 * A naira rate being edited: the stored rate (if any) in the input with all its decimals, Save
 * ('Saving...' while the call runs) and Cancel (or Escape). The typed rate is checked
 * with the contract's schema (react-hook-form) before anything is sent; a refused rate
 * says why next to the input, which keeps what was typed and takes focus again.
 */
export function RateEditor({ rate, onCancel, onSave }: RateEditorProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const form = useContractForm<RateValues, RateUpdate>(rateUpdateSchema, {
    // Empty when no rate was ever stored for the currency.
    defaultValues: { rate: rate.entry?.rate ?? '' },
    // A refusal stays until the admin changes the rate, then goes; it is checked again on Save.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { isSubmitting: saving, errors } = form.formState;
  const error = errors.rate?.message ?? null;
  const input = useRef<HTMLInputElement | null>(null);
  const mounted = useRef(true);
  const { ref: registerInput, ...rateField } = form.register('rate', {
    onChange: () => form.clearErrors('rate'),
  });

  useEffect(() => {
    mounted.current = true;
    input.current?.focus();
    return () => {
      mounted.current = false;
    };
  }, []);

  // A move of more than 20% asks for the authentication code (issue 22): the server says so,
  // and the field appears under the rate; the next Save sends the code with the same rate.
  const [stepUp, setStepUp] = useState<{ code: string; error: string | null } | null>(null);

  const save = async (update: RateUpdate) => {
    const change = await onSave(stepUp ? { ...update, stepUp: stepUpFromTyped(stepUp.code) } : update);
    // A stored rate closes the editor; only a refusal finds it still here.
    if (!mounted.current || change.ok) return;
    if (change.stepUp) {
      setStepUp({ code: '', error: change.message });
      return;
    }
    form.setError('rate', { type: 'server', message: change.message });
    input.current?.focus();
  };

  return (
    <form
      className="rate-form"
      noValidate
      onSubmit={(event) => {
        if (saving) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit(save, () => input.current?.focus())(event);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Rate from {rate.currency} to {LOCAL_CURRENCY}
      </label>
      <input
        {...rateField}
        ref={(element) => {
          registerInput(element);
          input.current = element;
        }}
        id={inputId}
        inputMode="decimal"
        autoComplete="off"
        readOnly={saving}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !saving) {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <button type="submit" className="btn btn-small" aria-disabled={saving} aria-busy={saving}>
        {saving ? 'Saving...' : 'Save'}
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-disabled={saving}
        onClick={() => {
          if (!saving) onCancel();
        }}
      >
        Cancel
      </button>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {stepUp && (
        <StepUpField
          value={stepUp.code}
          error={stepUp.error ?? undefined}
          disabled={saving}
          focusOnShow
          onChange={(code) => setStepUp({ code, error: null })}
        />
      )}
    </form>
  );
}
