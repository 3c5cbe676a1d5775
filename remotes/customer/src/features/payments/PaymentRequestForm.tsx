import './payments.css';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, type Path, type PathValue } from 'react-hook-form';
import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { CUSTOMER_MESSAGES } from '@portal/contracts/customerMessages';
import { Alert, CurrencySelect, Icon, Send, TextField, useContractForm } from '@portal/ui';
import { useBlockedCountries } from '../../api';
import { BeneficiaryFields } from '../beneficiaries';
import { FileField } from '../file-upload';
import { BeneficiaryPicker } from './BeneficiaryPicker';
import { LocalAmount } from './LocalAmount';
import {
  EMPTY_PAYMENT_FORM,
  hasOwnErrorPlace,
  paymentFormResolver,
  refusalSummary,
  type BeneficiaryMode,
  type CheckedPayment,
  type PaymentFormValues,
} from './paymentForm';
import { PurposeField } from './PurposeField';
import { usePaymentRate } from './usePaymentRate';

export interface PaymentRequestFormProps {
  submitting: boolean;
  /** A form that passed: the body to send and whom it pays (for the review step). */
  onSubmit: (checked: CheckedPayment, invoiceFile: File | null) => void;
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

const MODES: { value: BeneficiaryMode; label: string }[] = [
  { value: 'saved', label: 'Pay a saved beneficiary' },
  { value: 'new', label: 'New beneficiary' },
];

/**
 * The payment request form (react-hook-form over the contract's validator; the invoice,
 * a file, is kept beside it): a saved beneficiary picked from the book (its currency is
 * the payment's) or a new one's fields by its country's corridor (saved by the server with
 * the request), the amount, and the purpose. Submit checks it with the contract's validator: each refused
 * field shows its message next to it, and a summary above says what is wrong: the spec's
 * 'Please fill in all required fields' when only empty fields were refused, 'Please correct
 * the fields marked above' when one filled in is malformed. Only a form that
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
  // The beneficiary picked from the book: the resolver reads it to hand it to the review.
  const [saved, setSaved] = useState<BeneficiaryView | null>(null);
  const resolver = useMemo(() => paymentFormResolver(() => saved), [saved]);
  const methods = useContractForm<PaymentFormValues, CheckedPayment>(resolver, {
    defaultValues: EMPTY_PAYMENT_FORM,
    // A field's message goes when the customer changes it, and comes back only on the
    // next Submit; focus is moved below, after a refusal by this form or the server.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { watch, setValue, handleSubmit, clearErrors, formState } = methods;
  const values = watch();
  const [invoiceFile, setInvoiceFile] = useState<File | null>(null);
  // The summary above a refused form ('Please fill in…' or 'Please correct…'), null when none.
  const [summary, setSummary] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const rate = usePaymentRate(values.foreignCurrency);
  const blockedCountries = useBlockedCountries();

  // After each refusal, by this form or by the server, the first field in error
  // takes focus, so its message is read out and the customer can fix it at once.
  const focusFirstRefused = () => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  useEffect(() => {
    if (refusals > 0) focusFirstRefused();
  }, [refusals]);
  // Once per refusal by the server, not again as its messages are cleared field by field.
  const focusedRefusal = useRef(0);
  useEffect(() => {
    if (serverRefusals === focusedRefusal.current) return;
    if (!Object.keys(serverErrors).some(hasOwnErrorPlace)) return;
    focusedRefusal.current = serverRefusals;
    // The server's messages are on the page already (they come in as props).
    focusFirstRefused();
  }, [serverRefusals, serverErrors]);

  const change = <K extends Path<PaymentFormValues>>(field: K, value: PathValue<PaymentFormValues, K>) => {
    setValue(field, value);
    // The currency decides how many decimals the amount may have.
    const changed: Path<PaymentFormValues>[] =
      field === 'foreignCurrency'
        ? [field, 'foreignAmount']
        : field === 'purpose'
          ? [field, 'purposeText']
          : [field];
    clearErrors(changed);
    for (const name of changed) onFieldChange(name);
  };

  const chooseMode = (mode: BeneficiaryMode) => {
    change('beneficiaryMode', mode);
    clearErrors();
  };

  const choose = (beneficiary: BeneficiaryView) => {
    setSaved(beneficiary);
    change('beneficiaryId', beneficiary.id);
    // The server pays a saved beneficiary only in its own currency.
    change('foreignCurrency', beneficiary.currency);
  };

  const check = handleSubmit(
    (checked) => {
      setSummary(null);
      onSubmit(checked, invoiceFile);
    },
    (refused) => {
      setSummary(refusalSummary(refused, methods.getValues()));
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

  const savedChosen = values.beneficiaryMode === 'saved' && values.beneficiaryId !== '';
  return (
    <FormProvider {...methods}>
      <form
        ref={form}
        className="card payment-form"
        onSubmit={submit}
        noValidate
        aria-label="Payment request"
      >
        <p className="muted">All fields are required except the invoice and the beneficiary's email.</p>
        <fieldset className="beneficiary-mode">
          <legend>Who are you paying?</legend>
          {MODES.map((mode) => (
            <label key={mode.value} className="choice">
              <input
                type="radio"
                name="beneficiaryMode"
                value={mode.value}
                checked={values.beneficiaryMode === mode.value}
                onChange={() => chooseMode(mode.value)}
              />
              {mode.label}
            </label>
          ))}
        </fieldset>
        {values.beneficiaryMode === 'saved' ? (
          <BeneficiaryPicker
            value={values.beneficiaryId}
            onChange={choose}
            error={errorOf('beneficiaryId')}
          />
        ) : (
          <BeneficiaryFields
            hideCurrency
            blockedCountries={blockedCountries}
            serverErrors={serverErrors}
            onFieldChange={onFieldChange}
          />
        )}
        <div className="form-grid">
          <TextField
            label="Foreign Amount"
            name="foreignAmount"
            inputMode="decimal"
            autoComplete="off"
            required
            error={errorOf('foreignAmount')}
            value={values.foreignAmount}
            onChange={(event) => change('foreignAmount', event.target.value)}
          />
          <CurrencySelect
            label="Foreign Currency"
            name="foreignCurrency"
            currencies={PAYMENT_CURRENCIES}
            value={values.foreignCurrency}
            disabled={savedChosen}
            onChange={(currency) => change('foreignCurrency', currency)}
          />
          <PurposeField
            purpose={values.purpose}
            purposeText={values.purposeText}
            purposeError={errorOf('purpose')}
            purposeTextError={errorOf('purposeText')}
            onPurposeChange={(purpose) => change('purpose', purpose)}
            onPurposeTextChange={(text) => change('purposeText', text)}
          />
        </div>
        {savedChosen && <p className="muted">A saved beneficiary is paid in its own currency.</p>}
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
        {summary && (
          <div className="form-alert">
            <Alert tone="error" onDismiss={() => setSummary(null)}>
              {summary}
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
    </FormProvider>
  );
}
