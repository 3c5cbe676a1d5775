import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { feeUpdateSchema, type CurrencyFee, type FeeUpdate } from '@portal/contracts/fees';
import { stepUpFromTyped } from '@portal/contracts/stepUp';
import { TextField, useContractForm } from '@portal/ui';
import { StepUpField } from '../step-up';
import type { FeeChange, FeeSave } from './useFeeTable';

interface FeeValues {
  flatNgn: string;
  percent: string;
}

export interface FeeEditorProps {
  fee: CurrencyFee;
  onCancel: () => void;
  onSave: (change: FeeSave) => Promise<FeeChange>;
}

/**
 * A currency's fee being edited (D47): a flat naira amount and/or a percentage of the
 * converted naira, each empty for none (both empty: "No fee"). Checked with the contract's
 * schema before anything is sent (grouping commas allowed); a refusal is said at its field.
 * A large move asks for the authenticator code, as a rate's does.
 */
export function FeeEditor({ fee, onCancel, onSave }: FeeEditorProps) {
  const id = useId();
  const form = useContractForm<FeeValues, FeeUpdate>(feeUpdateSchema, {
    defaultValues: { flatNgn: fee.flatNgn ?? '', percent: fee.percent ?? '' },
    reValidateMode: 'onSubmit',
  });
  const { isSubmitting: saving, errors } = form.formState;
  const mounted = useRef(true);
  const [stepUp, setStepUp] = useState<{ code: string; error: string | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    mounted.current = true;
    form.setFocus('flatNgn');
    return () => {
      mounted.current = false;
    };
  }, [form]);

  // Escape in either field cancels, as in the rate's editor.
  const cancelOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      onCancel();
    }
  };

  const save = async (update: FeeUpdate) => {
    setFailure(null);
    const change = await onSave(stepUp ? { ...update, stepUp: stepUpFromTyped(stepUp.code) } : update);
    if (!mounted.current || change.ok) return;
    if (change.stepUp) {
      setStepUp({ code: '', error: change.message });
      return;
    }
    const refused = (['flatNgn', 'percent'] as const).filter((field) => change.fields[field]);
    refused.forEach((field, index) =>
      form.setError(field, { type: 'server', message: change.fields[field] }, { shouldFocus: index === 0 }),
    );
    if (refused.length === 0) setFailure(change.message);
  };

  return (
    <form
      className="fee-form"
      noValidate
      aria-label={`Fee for ${fee.currency}`}
      onSubmit={(event) => {
        if (saving) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit(save)(event);
      }}
    >
      <TextField
        label="Flat fee in naira"
        inputMode="decimal"
        autoComplete="off"
        hint="Empty for none."
        readOnly={saving}
        onKeyDown={cancelOnEscape}
        error={errors.flatNgn?.message}
        {...form.register('flatNgn')}
      />
      <TextField
        label="Percent of the naira amount"
        inputMode="decimal"
        autoComplete="off"
        hint="Empty for none."
        readOnly={saving}
        onKeyDown={cancelOnEscape}
        error={errors.percent?.message}
        {...form.register('percent')}
      />
      {stepUp && (
        <StepUpField
          value={stepUp.code}
          error={stepUp.error ?? undefined}
          disabled={saving}
          focusOnShow
          onChange={(code) => setStepUp({ code, error: null })}
        />
      )}
      {failure && (
        <p id={`${id}-failure`} className="field-error" role="alert">
          {failure}
        </p>
      )}
      <div className="fee-form-actions">
        <button type="submit" className="btn btn-small" aria-disabled={saving} aria-busy={saving}>
          {saving ? 'Saving...' : 'Save fee'}
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
      </div>
    </form>
  );
}
