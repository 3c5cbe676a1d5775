import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { BANK_FIELD_LABELS, CORRIDOR_NOTES } from '@portal/ui/words/beneficiaryFieldLabels';
import { BENEFICIARY_LIMITS, CORRIDOR_FIELDS } from '@portal/contracts/beneficiaryPaths';
import { beneficiaryCorridor, isCountryCode } from '@portal/rules/bankRules';
import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { DEFAULT_BLOCKED_COUNTRIES } from '@portal/contracts/screening';
import { CurrencySelect, TextField } from '@portal/ui';
import { BANK_FIELDS, type BeneficiaryFieldName, type BeneficiaryFormValues } from './beneficiaryForm';
import { countryOptions } from './countries';

export interface BeneficiaryFieldsProps {
  /**
   * The countries VendorBridge cannot pay into (D44, the server's BLOCKED_COUNTRIES): the
   * country list leaves them out. The default ones until the caller knows the server's.
   */
  blockedCountries?: readonly string[];
  /** Hides the currency select: the payment form's own `foreignCurrency` is the beneficiary's currency. */
  hideCurrency?: boolean;
  /** Refusals from the server by field name (first message each), shown when the form has none of its own. */
  serverErrors?: Partial<Record<string, string>>;
  /** Called after the customer changes a field (e.g. to drop the server's refusal of it). */
  onFieldChange?: (field: BeneficiaryFieldName) => void;
  /** Shown above the bank fields, e.g. what a change of them does. */
  bankNote?: ReactNode;
  disabled?: boolean;
}

/**
 * A beneficiary's fields for a react-hook-form form (used inside `FormProvider`, so it
 * fits in another form: the payment form embeds it with the same field names): name,
 * country, currency (unless hidden), bank name, address, optional e-mail, and only the
 * bank fields of the chosen country's corridor (CORRIDOR_FIELDS). Each field is labelled
 * and its refusal sits under it, announced with it (aria-describedby). Choosing another
 * country empties the bank fields the new one does not use, so nothing hidden is sent.
 */
export function BeneficiaryFields({
  blockedCountries = DEFAULT_BLOCKED_COUNTRIES,
  hideCurrency = false,
  serverErrors = {},
  onFieldChange,
  bankNote,
  disabled,
}: BeneficiaryFieldsProps) {
  const id = useId();
  const { register, control, setValue, clearErrors, formState } = useFormContext<BeneficiaryFormValues>();
  const country = useWatch({ control, name: 'country' });
  const corridor = country && isCountryCode(country) ? beneficiaryCorridor(country) : null;
  const countries = useMemo(() => countryOptions(blockedCountries), [blockedCountries]);

  const errorOf = (field: BeneficiaryFieldName): string | undefined =>
    formState.errors[field]?.message ?? serverErrors[field];
  /** register() with the field's refusal dropped as soon as it is changed. */
  const field = (name: BeneficiaryFieldName) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        onFieldChange?.(name);
      },
    });

  const countryError = errorOf('country');
  const addressError = errorOf('address');

  return (
    <div className="beneficiary-fields">
      <div className="form-grid">
        <TextField
          label="Beneficiary name"
          autoComplete="organization"
          required
          disabled={disabled}
          error={errorOf('name')}
          {...field('name')}
        />
        <div className="field">
          <label htmlFor={`${id}-country`}>Country</label>
          <select
            id={`${id}-country`}
            required
            disabled={disabled}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? `${id}-country-error` : undefined}
            {...register('country', {
              onChange: (event: { target: { value: string } }) => {
                const next = event.target.value;
                const kept = isCountryCode(next) ? CORRIDOR_FIELDS[beneficiaryCorridor(next)] : [];
                for (const bankField of BANK_FIELDS) {
                  if (!kept.includes(bankField)) setValue(bankField, '');
                }
                clearErrors(['country', ...BANK_FIELDS]);
                onFieldChange?.('country');
              },
            })}
          >
            <option value="">Choose a country</option>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          {countryError && (
            <p id={`${id}-country-error`} className="field-error">
              {countryError}
            </p>
          )}
        </div>
        {!hideCurrency && (
          <Controller
            control={control}
            name="currency"
            render={({ field: { value, onChange, name } }) => (
              <CurrencySelect
                label="Currency"
                name={name}
                currencies={PAYMENT_CURRENCIES}
                value={value}
                disabled={disabled}
                error={errorOf('currency')}
                onChange={(currency) => {
                  onChange(currency);
                  clearErrors('currency');
                  onFieldChange?.('currency');
                }}
              />
            )}
          />
        )}
        <TextField
          label="Email (optional)"
          type="email"
          autoComplete="email"
          disabled={disabled}
          error={errorOf('email')}
          {...field('email')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-address`}>Address</label>
        <textarea
          id={`${id}-address`}
          rows={2}
          required
          maxLength={BENEFICIARY_LIMITS.addressMax}
          disabled={disabled}
          aria-invalid={addressError ? true : undefined}
          aria-describedby={addressError ? `${id}-address-error` : undefined}
          {...field('address')}
        />
        {addressError && (
          <p id={`${id}-address-error`} className="field-error">
            {addressError}
          </p>
        )}
      </div>
      <fieldset className="beneficiary-bank">
        <legend>Bank details</legend>
        {bankNote}
        <p className="muted">
          {corridor ? CORRIDOR_NOTES[corridor] : 'Choose the country to see the bank details it needs.'}
        </p>
        <div className="form-grid">
          <TextField
            label="Bank name"
            required
            disabled={disabled}
            error={errorOf('bankName')}
            {...field('bankName')}
          />
          {corridor &&
            CORRIDOR_FIELDS[corridor].map((bankField) => (
              <TextField
                key={bankField}
                label={BANK_FIELD_LABELS[bankField].label}
                hint={BANK_FIELD_LABELS[bankField].hint}
                inputMode={BANK_FIELD_LABELS[bankField].inputMode}
                autoComplete="off"
                spellCheck={false}
                required={corridor !== 'gb'}
                disabled={disabled}
                error={errorOf(bankField)}
                {...field(bankField)}
              />
            ))}
        </div>
      </fieldset>
    </div>
  );
}
