import { useId, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { PAYMENT_CURRENCIES, type PaymentCurrency } from '@portal/rules/currencies';
import {
  VENDOR_DETAILS_LIMITS,
  type VendorDetailsRequestCreated,
} from '@portal/contracts/vendorDetailsRequests';
import { existingVendorRequestSchema, newVendorRequestSchema } from '@portal/contracts/vendorDetailsRules';
import {
  Alert,
  CurrencySelect,
  Dialog,
  EmailInSentence,
  TextField,
  useContractForm,
  contractResolver,
} from '@portal/ui';
import { RequestError, SERVER_MESSAGES, useBlockedCountries } from '../../api';
import { countryOptions } from './countries';
import { useAskVendor } from './vendorRequestQueries';

interface AskVendorValues {
  /** The saved beneficiary asked about ('' for a new vendor); not a field on screen. */
  beneficiaryId: string;
  name: string;
  email: string;
  country: string;
  currency: PaymentCurrency | '';
}

const EMPTY: AskVendorValues = { beneficiaryId: '', name: '', email: '', country: '', currency: '' };
const FIELDS = new Set<string>(['name', 'email', 'country', 'currency']);

/** Checked by the route's own schemas: a new vendor's name, country and currency, or a saved beneficiary's e-mail only. */
const newResolver = contractResolver<AskVendorValues, unknown>(newVendorRequestSchema);
const existingResolver = contractResolver<AskVendorValues, unknown>(existingVendorRequestSchema);

export interface AskVendorDialogProps {
  /** A saved beneficiary whose bank details the vendor gives; none for a new vendor. */
  beneficiary?: BeneficiaryView | null;
  onClose: () => void;
}

/**
 * "Ask the vendor for bank details" (D43): a new vendor's name, country and currency (or a saved
 * beneficiary), and an optional e-mail the link is sent to. Created, it shows the link to copy
 * (this once: only its hash is kept) and what happens next.
 */
export function AskVendorDialog({ beneficiary, onClose }: AskVendorDialogProps) {
  const id = useId();
  const ask = useAskVendor();
  const [created, setCreated] = useState<VendorDetailsRequestCreated | null>(null);
  const [copied, setCopied] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const blockedCountries = useBlockedCountries();
  const countries = useMemo(() => countryOptions(blockedCountries), [blockedCountries]);
  const form = useContractForm<AskVendorValues, unknown>(beneficiary ? existingResolver : newResolver, {
    defaultValues: beneficiary
      ? { ...EMPTY, beneficiaryId: beneficiary.id, email: beneficiary.email ?? '' }
      : EMPTY,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  // The schema checked the values; what is sent is the form's own (trimmed by the server again).
  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    setFailure(null);
    const email = values.email.trim() || undefined;
    try {
      setCreated(
        await ask.mutateAsync(
          beneficiary
            ? { beneficiaryId: beneficiary.id, email }
            : { name: values.name, country: values.country, currency: values.currency, email },
        ),
      );
    } catch (error) {
      if (!(error instanceof RequestError)) return setFailure(SERVER_MESSAGES.failed);
      const fieldErrors = Object.entries(error.errors ?? {}).filter(([field]) => FIELDS.has(field));
      for (const [field, messages] of fieldErrors) {
        form.setError(field as keyof AskVendorValues, {
          type: 'server',
          message: messages?.[0] ?? error.message,
        });
      }
      if (fieldErrors.length === 0) setFailure(error.message);
    }
  });

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const close = () => {
    if (!ask.isPending) onClose();
  };

  if (created) {
    return (
      <Dialog title="Link created" onClose={close} closeButton>
        <div className="stack">
          <p>
            {created.request.email ? (
              <>
                The link was emailed to{' '}
                <EmailInSentence email={created.request.email} after="." strong={false} /> You can also copy
                it and send it yourself.
              </>
            ) : (
              'Copy the link and send it to the vendor.'
            )}{' '}
            It works once, for {VENDOR_DETAILS_LIMITS.linkDays} days. When the vendor has entered their bank
            details, an owner or approver confirms them before they can be paid.
          </p>
          <div className="field">
            <label htmlFor={`${id}-link`}>Link for {created.request.name}</label>
            <input
              id={`${id}-link`}
              className="breakable"
              readOnly
              value={created.link}
              onFocus={(event) => event.target.select()}
            />
          </div>
          <p role="status" className="muted">
            {copied ? 'Link copied.' : ''}
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
              Copy link
            </button>
            <button type="button" className="btn" data-autofocus onClick={onClose}>
              Done
            </button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={beneficiary ? `Ask ${beneficiary.name} for bank details` : 'Ask the vendor for bank details'}
      description="The vendor gets a link to enter their bank details themselves, checked by their country's rules. Nothing can be paid to them until someone in your business confirms the details."
      onClose={close}
    >
      <form className="stack" noValidate onSubmit={(event) => void submit(event)} aria-busy={ask.isPending}>
        {!beneficiary && (
          <>
            <TextField
              label="Vendor name"
              autoComplete="organization"
              required
              error={errors.name?.message}
              {...form.register('name')}
            />
            <div className="field">
              <label htmlFor={`${id}-country`}>Country</label>
              <select
                id={`${id}-country`}
                required
                aria-invalid={errors.country ? true : undefined}
                aria-describedby={errors.country ? `${id}-country-error` : undefined}
                {...form.register('country')}
              >
                <option value="">Choose a country</option>
                {countries.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
              {errors.country && (
                <p id={`${id}-country-error`} className="field-error">
                  {errors.country.message}
                </p>
              )}
            </div>
            <Controller
              control={form.control}
              name="currency"
              render={({ field: { value, onChange, name } }) => (
                <CurrencySelect
                  label="Currency"
                  name={name}
                  currencies={PAYMENT_CURRENCIES}
                  value={value}
                  error={errors.currency?.message}
                  onChange={onChange}
                />
              )}
            />
          </>
        )}
        <TextField
          label="Vendor's email (optional)"
          type="email"
          autoComplete="email"
          hint="We email the link there; leave it empty to send the link yourself."
          error={errors.email?.message}
          {...form.register('email')}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={ask.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={ask.isPending} aria-busy={ask.isPending}>
            {ask.isPending ? 'Creating...' : 'Create link'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
