import { useId } from 'react';

export interface CurrencySelectProps<T extends string> {
  label: string;
  /** The codes offered, in the order shown. */
  currencies: readonly T[];
  /** The chosen code; '' when none is chosen yet (a record never saved). */
  value: T | '';
  onChange: (currency: T) => void;
  /** The form field's name, for a form that finds its fields by name. */
  name?: string;
  /** A refusal of the choice, shown under it and announced with it. */
  error?: string;
  disabled?: boolean;
  /** The empty choice shown while `value` is ''; Save then refuses it. */
  placeholder?: string;
}

/** A labelled select over a fixed list of currency codes; only a listed code is ever reported. */
export function CurrencySelect<T extends string>({
  label,
  currencies,
  value,
  onChange,
  name,
  error,
  disabled,
  placeholder = 'Choose a currency',
}: CurrencySelectProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const chosen = currencies.find((currency) => currency === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {value === '' && <option value="">{placeholder}</option>}
        {currencies.map((currency) => (
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
