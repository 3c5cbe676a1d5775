import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type Path, type PathValue } from 'react-hook-form';
import { CUSTOMER_MESSAGES, PAYMENT_CURRENCIES, type PaymentRequestBody } from '@portal/contracts';
import { Alert, CurrencySelect, Icon, Send, TextField } from '@portal/ui';
import { FileField } from '../file-upload';
import { LocalAmount } from './LocalAmount';
import {
  EMPTY_PAYMENT_FORM,
  hasOwnErrorPlace,
  paymentFormResolver,
  requiredMissing as isRequiredMissing,
  type PaymentFormValues,
} from './paymentForm';
import { usePaymentRate } from './usePaymentRate';

export interface PaymentRequestFormProps {
  submitting: boolean;
  onSubmit: (request: PaymentRequestBody, invoiceFile: File | null) => void;
  /** The server's refusal of the last submission, if any. */
  submitError: string | null;
  /** The server's refusals by field (first message each). */
  serverErrors: Record<string, string>;
  /** Counts the server's refusals of a submission, so each moves focus to its first field. */
  serverRefusals: number;
  onDismissSubmitError: () => void;
  /** The customer changed `field`: its refusal by the server no longer applies. */
  onFieldChange: (field: string) => void;
}

const TEXT_FIELDS: {
  name: 'recipientCompany' | 'recipientBank' | 'recipientBankSwiftCode' | 'accountNumber';
  label: string;
  autoComplete?: string;
  hint?: string;
}[] = [
  { name: 'recipientCompany', label: 'Recipient Company', autoComplete: 'organization' },
  { name: 'recipientBank', label: 'Recipient Bank' },
  { name: 'recipientBankSwiftCode', label: 'SWIFT Code', hint: '8 or 11 letters and digits, e.g. DEUTDEFF' },
  { name: 'accountNumber', label: 'Account Number', hint: 'The account number or IBAN' },
];

/**
 * The payment request form (react-hook-form over the contract's schema; the invoice,
 * a file, is kept beside it). Submit checks it with the contract's schema: each refused
 * field shows its message next to it, and when something required is missing the
 * spec's alert 'Please fill in all required fields' shows as well. Only a form that
 * passes is handed on (to be quoted and reviewed); the server's refusals come back in
 * `serverErrors`.
 */
export function PaymentRequestForm({
  submitting,
  onSubmit,
  submitError,
  serverErrors,
  serverRefusals,
  onDismissSubmitError,
  onFieldChange,
}: PaymentRequestFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { watch, setValue, handleSubmit, clearErrors, formState } = useForm<
    PaymentFormValues,
    unknown,
    PaymentRequestBody
  >({
    defaultValues: EMPTY_PAYMENT_FORM,
    resolver: paymentFormResolver,
    // A field's message goes when the customer changes it, and comes back only on the
    // next Submit; focus is moved below, after a refusal by this form or the server.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = watch();
  const [invoiceFile, setInvoiceFile] = useState<File | null>(null);
  const [requiredMissing, setRequiredMissing] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const rate = usePaymentRate(values.foreignCurrency);

  // After each refusal, by this form or by the server, the first field in error
  // takes focus, so its message is read out and the customer can fix it at once.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  // Once per refusal by the server, not again as its messages are cleared field by field.
  const focusedRefusal = useRef(0);
  useEffect(() => {
    if (serverRefusals === focusedRefusal.current) return;
    if (!Object.keys(serverErrors).some(hasOwnErrorPlace)) return;
    focusedRefusal.current = serverRefusals;
    setRefusals((count) => count + 1);
  }, [serverRefusals, serverErrors]);

  const change = <K extends Path<PaymentFormValues>>(field: K, value: PathValue<PaymentFormValues, K>) => {
    setValue(field, value);
    // The currency decides how many decimals the amount may have.
    const changed = field === 'foreignCurrency' ? [field, 'foreignAmount' as const] : [field];
    clearErrors(changed);
    for (const name of changed) onFieldChange(name);
  };

  const check = handleSubmit(
    (request) => {
      setRequiredMissing(false);
      onSubmit(request, invoiceFile);
    },
    (refused) => {
      setRequiredMissing(isRequiredMissing(refused));
      setRefusals((count) => count + 1);
    },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    onDismissSubmitError();
    void check(event);
  };

  const errorOf = (field: string): string | undefined =>
    formState.errors[field as keyof PaymentFormValues]?.message ?? serverErrors[field];
  const serverAlert =
    submitError !== null &&
    (Object.keys(serverErrors).length === 0 ||
      !Object.keys(serverErrors).every(hasOwnErrorPlace) ||
      submitError === CUSTOMER_MESSAGES.requiredFields);

  return (
    <form ref={form} className="card payment-form" onSubmit={submit} noValidate aria-label="Payment request">
      <p className="muted">All fields are required except the invoice.</p>
      <div className="form-grid">
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            required
            autoComplete={field.autoComplete}
            hint={field.hint}
            error={errorOf(field.name)}
            value={values[field.name]}
            onChange={(event) => change(field.name, event.target.value)}
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
          error={errorOf('foreignAmount')}
          value={values.foreignAmount}
          onChange={(event) => change('foreignAmount', event.target.value)}
        />
        <CurrencySelect
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
        error={serverErrors.invoiceFile}
        onFilesChange={(files) => {
          setInvoiceFile(files[0] ?? null);
          onFieldChange('invoiceFile');
        }}
      />
      {requiredMissing && (
        <div className="form-alert">
          <Alert tone="error" onDismiss={() => setRequiredMissing(false)}>
            {CUSTOMER_MESSAGES.requiredFields}
          </Alert>
        </div>
      )}
      {serverAlert && (
        <div className="form-alert">
          <Alert tone="error" onDismiss={onDismissSubmitError}>
            {submitError}
          </Alert>
        </div>
      )}
      <button type="submit" className="btn" disabled={submitting} aria-busy={submitting}>
        <Icon icon={Send} />
        {submitting ? 'Getting a quote...' : 'Review payment'}
      </button>
    </form>
  );
}
