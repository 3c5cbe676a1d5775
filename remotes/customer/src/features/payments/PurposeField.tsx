import { useId } from 'react';
import { PAYMENT_PURPOSES, type PaymentPurpose } from '@portal/contracts/beneficiaryPaths';
import { PAYMENT_PURPOSE_LABELS } from '@portal/words/paymentPurposes';
import { TextField } from '@portal/ui';

export interface PurposeFieldProps {
  purpose: PaymentPurpose | '';
  purposeText: string;
  purposeError?: string;
  purposeTextError?: string;
  onPurposeChange: (purpose: PaymentPurpose | '') => void;
  onPurposeTextChange: (text: string) => void;
}

const isPurpose = (value: string): value is PaymentPurpose =>
  (PAYMENT_PURPOSES as readonly string[]).includes(value);

/**
 * The purpose of the payment (issue 25), required: one of the contract's purposes, and
 * for "Other" the customer's own description, each refusal under its field.
 */
export function PurposeField({
  purpose,
  purposeText,
  purposeError,
  purposeTextError,
  onPurposeChange,
  onPurposeTextChange,
}: PurposeFieldProps) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-purpose`}>Purpose of payment</label>
        <select
          id={`${id}-purpose`}
          name="purpose"
          required
          value={purpose}
          aria-invalid={purposeError ? true : undefined}
          aria-describedby={purposeError ? `${id}-purpose-error` : undefined}
          onChange={(event) => onPurposeChange(isPurpose(event.target.value) ? event.target.value : '')}
        >
          <option value="">Choose a purpose</option>
          {PAYMENT_PURPOSES.map((value) => (
            <option key={value} value={value}>
              {PAYMENT_PURPOSE_LABELS[value]}
            </option>
          ))}
        </select>
        {purposeError && (
          <p id={`${id}-purpose-error`} className="field-error">
            {purposeError}
          </p>
        )}
      </div>
      {purpose === 'other' && (
        <TextField
          label="Describe the purpose"
          name="purposeText"
          required
          error={purposeTextError}
          value={purposeText}
          onChange={(event) => onPurposeTextChange(event.target.value)}
        />
      )}
    </>
  );
}
