import { useId, useMemo, useState, type FormEvent } from 'react';
import { BANK_FIELD_LABELS, CORRIDOR_NOTES } from '@portal/ui/words/beneficiaryFieldLabels';
import { BENEFICIARY_LIMITS } from '@portal/contracts/beneficiaryPaths';
import type { VendorDetailsPage } from '@portal/contracts/vendorDetailsRequests';
import { vendorDetailsFormSchema, type VendorDetailsField } from '@portal/contracts/vendorDetailsRules';
import { RequestError, SERVER_MESSAGES } from '@portal/auth';
import { Alert, TextField, useSchemaForm } from '@portal/ui';
import { sendVendorDetails } from './vendorDetailsApi';
import { stateOfRefusal, type VendorDetailsState } from './useVendorDetails';

export interface VendorDetailsFormProps {
  token: string;
  page: VendorDetailsPage;
  /** Sent, or the link died while the vendor typed (used, withdrawn, expired): the page moves on. */
  onSettled: (state: VendorDetailsState) => void;
}

/** The fields in the order the form shows them: the address, the bank's name, the country's bank fields. */
const initialValues = (page: VendorDetailsPage) =>
  Object.fromEntries([
    ['address', ''],
    ['bankName', ''],
    ...page.fields.map((field) => [field, '']),
  ]) as Record<VendorDetailsField, string>;

/**
 * The vendor's bank details (D43): the address, the bank's name and only the bank fields of the
 * link's country (D33), checked by the beneficiary's own rules as the vendor types and on submit,
 * as the server checks them; the server's field refusals show under their fields.
 */
export function VendorDetailsForm({ token, page, onSettled }: VendorDetailsFormProps) {
  const id = useId();
  const schema = useMemo(() => vendorDetailsFormSchema(page), [page]);
  const { attachForm, ...form } = useSchemaForm(schema, initialValues(page));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const address = form.field('address');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    void (async () => {
      if (!(await form.validateAll())) return;
      setPending(true);
      setFailure(null);
      try {
        await sendVendorDetails(token, form.values);
        onSettled({ status: 'sent', page });
      } catch (error) {
        setPending(false);
        const state = stateOfRefusal(error);
        if (state.status === 'gone' || state.status === 'invalid') return onSettled(state);
        const fields = error instanceof RequestError ? error.errors : {};
        const shown = Object.fromEntries(
          Object.keys(form.values).map((name) => [name, fields[name]?.[0]]),
        ) as Partial<Record<VendorDetailsField, string>>;
        if (Object.values(shown).some(Boolean)) form.showErrors(shown);
        setFailure(state.status === 'failed' ? state.message : SERVER_MESSAGES.failed);
      }
    })();
  };

  return (
    <form
      ref={attachForm}
      className="card vendor-details-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      aria-busy={pending}
    >
      <h2 id={`${id}-title`}>Your bank details</h2>
      <div className="field">
        <label htmlFor={`${id}-address`}>Address of {page.name}</label>
        <textarea
          id={`${id}-address`}
          rows={2}
          required
          maxLength={BENEFICIARY_LIMITS.addressMax}
          autoComplete="street-address"
          aria-invalid={address.error ? true : undefined}
          aria-describedby={address.error ? `${id}-address-error` : undefined}
          {...address}
        />
        {address.error && (
          <p id={`${id}-address-error`} className="field-error">
            {address.error}
          </p>
        )}
      </div>
      <fieldset className="vendor-details-bank">
        <legend>Bank account</legend>
        <p className="muted">{CORRIDOR_NOTES[page.corridor]}</p>
        <TextField label="Bank name" required autoComplete="off" {...form.field('bankName')} />
        {page.fields.map((field) => (
          <TextField
            key={field}
            label={BANK_FIELD_LABELS[field].label}
            hint={BANK_FIELD_LABELS[field].hint}
            inputMode={BANK_FIELD_LABELS[field].inputMode}
            autoComplete="off"
            spellCheck={false}
            required={page.corridor !== 'gb'}
            {...form.field(field)}
          />
        ))}
      </fieldset>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <button type="submit" className="btn" disabled={pending} aria-busy={pending}>
        {pending ? 'Sending...' : 'Send bank details'}
      </button>
    </form>
  );
}
