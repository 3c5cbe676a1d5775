import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrencySelect } from './CurrencySelect';

const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
type Code = (typeof CURRENCIES)[number];

function Form({ initial, error }: { initial: Code | ''; error?: string }) {
  const [value, setValue] = useState<Code | ''>(initial);
  return (
    <>
      <CurrencySelect
        label="Currency"
        currencies={CURRENCIES}
        value={value}
        error={error}
        onChange={setValue}
      />
      <output data-testid="chosen">{value}</output>
    </>
  );
}

describe('CurrencySelect', () => {
  it('offers the listed codes under its label and reports the one chosen', async () => {
    render(<Form initial="USD" />);
    const select = screen.getByLabelText('Currency');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['USD', 'EUR', 'GBP']);
    await userEvent.selectOptions(select, 'GBP');
    expect(screen.getByTestId('chosen')).toHaveTextContent('GBP');
  });

  it('starts on an empty choice when none is chosen yet, and drops it once one is', async () => {
    render(<Form initial="" />);
    expect(screen.getByRole('option', { name: 'Choose a currency' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    expect(screen.queryByRole('option', { name: 'Choose a currency' })).not.toBeInTheDocument();
  });

  it('announces a refusal with the select', () => {
    render(<Form initial="" error="Choose the account's currency." />);
    const select = screen.getByLabelText('Currency');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription("Choose the account's currency.");
  });
});
