import { useId } from 'react';
import { RECEIVING_ACCOUNT_CURRENCIES, type ReceivingAccountCurrency } from '@portal/contracts';

const isReceivingCurrency = (value: string): value is ReceivingAccountCurrency =>
  (RECEIVING_ACCOUNT_CURRENCIES as readonly string[]).includes(value);

/**
 * The account's currency. An account never saved has none, and none is chosen for
 * the admin: the select then starts on an empty choice that Save refuses.
 */
export function CurrencySelect({
  value,
  error,
  onChange,
}: {
  value: ReceivingAccountCurrency | '';
  error?: string;
  onChange: (currency: ReceivingAccountCurrency) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>Currency</label>
      <select
        id={id}
        name="currency"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          if (isReceivingCurrency(event.target.value)) onChange(event.target.value);
        }}
      >
        {value === '' && <option value="">Choose a currency</option>}
        {RECEIVING_ACCOUNT_CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
