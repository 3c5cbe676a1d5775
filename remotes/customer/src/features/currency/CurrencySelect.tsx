export interface CurrencySelectProps<T extends string> {
  id: string;
  label: string;
  currencies: readonly T[];
  value: T;
  disabled?: boolean;
  onChange: (currency: T) => void;
}

/** A labelled select over a fixed list of currency codes. */
export function CurrencySelect<T extends string>({
  id,
  label,
  currencies,
  value,
  disabled,
  onChange,
}: CurrencySelectProps<T>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = currencies.find((currency) => currency === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {currencies.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
    </div>
  );
}
