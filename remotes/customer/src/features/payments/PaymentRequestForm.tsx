import { useId, useState, type FormEvent } from 'react';
import { CUSTOMER_MESSAGES, PAYMENT_CURRENCIES, type PaymentRequestInput } from '@portal/contracts';
import { Alert, TextField } from '@portal/ui';
import { CurrencySelect } from '../currency';
import { FileField } from '../file-upload';
import { LocalAmount } from './LocalAmount';
import {
  EMPTY_PAYMENT_FORM,
  missingPaymentFields,
  toPaymentRequestInput,
  type PaymentFormValues,
  type RequiredPaymentField,
} from './paymentForm';
import { usePaymentRate } from './usePaymentRate';

export interface PaymentRequestFormProps {
  submitting: boolean;
  onSubmit: (input: PaymentRequestInput) => void;
  /** A failure of the last submission, if any. */
  submitError: string | null;
  onDismissSubmitError: () => void;
}

const TEXT_FIELDS: {
  name: Exclude<RequiredPaymentField, 'foreignAmount'>;
  label: string;
  autoComplete?: string;
}[] = [
  { name: 'recipientCompany', label: 'Recipient Company', autoComplete: 'organization' },
  { name: 'recipientBank', label: 'Recipient Bank' },
  { name: 'recipientBankSwiftCode', label: 'SWIFT Code' },
  { name: 'accountNumber', label: 'Account Number' },
];

export function PaymentRequestForm({
  submitting,
  onSubmit,
  submitError,
  onDismissSubmitError,
}: PaymentRequestFormProps) {
  const id = useId();
  const alertId = `${id}-alert`;
  const [values, setValues] = useState<PaymentFormValues>(EMPTY_PAYMENT_FORM);
  const [invalid, setInvalid] = useState<RequiredPaymentField[]>([]);
  const rate = usePaymentRate(values.foreignCurrency);

  const change = <K extends keyof PaymentFormValues>(field: K, value: PaymentFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const input = toPaymentRequestInput(values);
    setInvalid(missingPaymentFields(values));
    if (input) onSubmit(input);
  };

  // A missing field points at the one message that explains it.
  const invalidProps = (field: RequiredPaymentField) =>
    invalid.includes(field) ? { 'aria-invalid': true, 'aria-describedby': alertId } : {};

  return (
    <form className="card payment-form" onSubmit={submit} noValidate aria-label="Payment request">
      <p className="muted">All fields are required except the invoice.</p>
      <div className="form-grid">
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            required
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(event) => change(field.name, event.target.value)}
            {...invalidProps(field.name)}
          />
        ))}
        <TextField
          label="Foreign Amount"
          name="foreignAmount"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required
          value={values.foreignAmount}
          onChange={(event) => change('foreignAmount', event.target.value)}
          {...invalidProps('foreignAmount')}
        />
        <CurrencySelect
          id={`${id}-currency`}
          label="Foreign Currency"
          currencies={PAYMENT_CURRENCIES}
          value={values.foreignCurrency}
          onChange={(currency) => change('foreignCurrency', currency)}
        />
      </div>
      <LocalAmount foreignAmount={values.foreignAmount} currency={values.foreignCurrency} rate={rate} />
      <FileField
        label="Invoice (optional)"
        name="invoiceFile"
        onFilesChange={(files) => change('invoiceFile', files[0] ?? null)}
      />
      {invalid.length > 0 && (
        <div className="form-alert">
          <Alert tone="error" onDismiss={() => setInvalid([])}>
            <span id={alertId}>{CUSTOMER_MESSAGES.requiredFields}</span>
          </Alert>
        </div>
      )}
      {submitError && (
        <div className="form-alert">
          <Alert tone="error" onDismiss={onDismissSubmitError}>
            {submitError}
          </Alert>
        </div>
      )}
      <button type="submit" className="btn" disabled={submitting} aria-busy={submitting}>
        {submitting ? 'Submitting...' : 'Submit Payment Request'}
      </button>
    </form>
  );
}
