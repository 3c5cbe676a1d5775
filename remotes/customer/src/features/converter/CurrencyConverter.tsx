import { useId } from 'react';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { CONVERTER_CURRENCIES, type ConverterCurrency } from '@portal/rules/currencies';
import { CUSTOMER_MESSAGES } from '@portal/contracts/customerMessages';
import { AMOUNT_FORMAT_MESSAGE } from '@portal/contracts/typedAmount';
import { isAmbiguousAmount } from '@portal/rules/typedAmount';
import { Alert, CurrencySelect, useContractForm } from '@portal/ui';
import { parsePositiveAmount } from '../currency';
import { formatDateTime } from '../dates';
import { ConversionResult } from './ConversionResult';
import { useCurrencyConversion } from './useCurrencyConversion';

/**
 * What the converter's rates are (D47): the naira rates staff set, crossed through naira
 * for other pairs; a payment itself is priced by its quote.
 */
export const CONVERTER_NOTE =
  'Rates are the naira rates set by VendorBridge; other pairs are crossed through naira. A payment is priced by its quote.';

interface ConverterValues {
  amount: string;
  from: ConverterCurrency;
  to: ConverterCurrency;
}

/**
 * A positive decimal (grouping commas allowed), or why not: the contract's message for an
 * ambiguous figure, else the spec's (the converter has no contract body).
 */
const checkAmount = (amount: string) =>
  parsePositiveAmount(amount) !== undefined ||
  (isAmbiguousAmount(amount) ? AMOUNT_FORMAT_MESSAGE : CUSTOMER_MESSAGES.invalidAmount);

/** The converter's check: only the amount can be wrong (the currencies are chosen from lists). */
const checkConversion: Resolver<ConverterValues> = (values): ResolverResult<ConverterValues> => {
  const verdict = checkAmount(values.amount);
  if (verdict === true) return { values, errors: {} };
  return { values: {}, errors: { amount: { type: 'validate', message: verdict } } };
};

export function CurrencyConverter() {
  const id = useId();
  const { register, handleSubmit, watch, setValue, clearErrors, formState } =
    useContractForm<ConverterValues>(checkConversion, {
      defaultValues: { amount: '', from: 'USD', to: 'NGN' },
      reValidateMode: 'onSubmit',
      shouldFocusError: false,
    });
  const { conversion, converting, error, convert, clear, dismissError } = useCurrencyConversion();
  const amountError = formState.errors.amount?.message;
  const shown = amountError ?? error;

  const submit = handleSubmit(
    (values) => {
      void convert({ ...values, amount: parsePositiveAmount(values.amount) ?? values.amount.trim() });
    },
    () => {
      clear();
      dismissError();
    },
  );

  return (
    <div className="card converter">
      {/* noValidate: the browser's own bubble would hide the spec's message. */}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Currency converter">
        <div className="field">
          <label htmlFor={`${id}-amount`}>Amount</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${id}-error` : undefined}
            {...register('amount')}
          />
        </div>
        <div className="converter-currencies">
          <CurrencySelect
            label="From"
            currencies={CONVERTER_CURRENCIES}
            value={watch('from')}
            onChange={(currency) => setValue('from', currency)}
          />
          <CurrencySelect
            label="To"
            currencies={CONVERTER_CURRENCIES}
            value={watch('to')}
            onChange={(currency) => setValue('to', currency)}
          />
        </div>
        {shown && (
          <div className="form-alert">
            <Alert
              tone="error"
              onDismiss={() => {
                clearErrors('amount');
                dismissError();
              }}
            >
              <span id={`${id}-error`}>{shown}</span>
            </Alert>
          </div>
        )}
        <button type="submit" className="btn" disabled={converting} aria-busy={converting}>
          {converting ? 'Converting...' : 'Convert'}
        </button>
      </form>
      <div aria-live="polite" className="converter-output">
        {conversion && <ConversionResult conversion={conversion} />}
      </div>
      <p className="muted converter-disclaimer">
        {conversion?.setAt
          ? `Rate set by VendorBridge on ${formatDateTime(conversion.setAt)}.`
          : CONVERTER_NOTE}
      </p>
    </div>
  );
}
