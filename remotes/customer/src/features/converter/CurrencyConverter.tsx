import { useId, useState, type FormEvent } from 'react';
import { CONVERTER_CURRENCIES, type ConverterCurrency } from '@portal/contracts';
import { Alert, CurrencySelect } from '@portal/ui';
import { ConversionResult } from './ConversionResult';
import { useCurrencyConversion } from './useCurrencyConversion';

export const CONVERTER_DISCLAIMER =
  'Exchange rates shown are for demonstration purposes only and do not reflect live market rates.';

export function CurrencyConverter() {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState<ConverterCurrency>('USD');
  const [to, setTo] = useState<ConverterCurrency>('NGN');
  const { conversion, converting, error, amountInvalid, convert, dismissError } = useCurrencyConversion();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void convert({ amount, from, to });
  };

  return (
    <div className="card converter">
      {/* noValidate: the browser's own bubble would hide the spec's message. */}
      <form onSubmit={submit} noValidate aria-label="Currency converter">
        <div className="field">
          <label htmlFor={`${id}-amount`}>Amount</label>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={amount}
            aria-invalid={amountInvalid ? true : undefined}
            aria-describedby={amountInvalid ? `${id}-error` : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div className="converter-currencies">
          <CurrencySelect label="From" currencies={CONVERTER_CURRENCIES} value={from} onChange={setFrom} />
          <CurrencySelect label="To" currencies={CONVERTER_CURRENCIES} value={to} onChange={setTo} />
        </div>
        {error && (
          <div className="form-alert">
            <Alert tone="error" onDismiss={dismissError}>
              <span id={`${id}-error`}>{error}</span>
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
      <p className="muted converter-disclaimer">{CONVERTER_DISCLAIMER}</p>
    </div>
  );
}
