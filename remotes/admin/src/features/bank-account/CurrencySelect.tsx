import { useId } from 'react';
import { RECEIVING_ACCOUNT_CURRENCIES, type ReceivingAccountCurrency } from '@portal/contracts';

const isReceivingCurrency = (value: string): value is ReceivingAccountCurrency =>
  (RECEIVING_ACCOUNT_CURRENCIES as readonly string[]).includes(value);

export function CurrencySelect({
  value,
  onChange,
}: {
  value: ReceivingAccountCurrency;
  onChange: (currency: ReceivingAccountCurrency) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Currency</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isReceivingCurrency(event.target.value)) onChange(event.target.value);
        }}
      >
        {RECEIVING_ACCOUNT_CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
    </div>
  );
}
