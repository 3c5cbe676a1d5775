import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERTER_CURRENCIES, type CustomerDataSource } from '@portal/contracts';
import { createSampleCustomerDataSource } from '../data-source';
import { renderWithCustomerContext } from '../../testing/renderCustomerArea';
import { CONVERTER_DISCLAIMER, CurrencyConverter } from './CurrencyConverter';

function setup(source: CustomerDataSource = createSampleCustomerDataSource()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithCustomerContext(<CurrencyConverter />, { source });
  return user;
}

async function convert(user: ReturnType<typeof userEvent.setup>, amount: string, from: string, to: string) {
  const amountInput = screen.getByLabelText('Amount');
  await user.clear(amountInput);
  if (amount) await user.type(amountInput, amount);
  await user.selectOptions(screen.getByLabelText('From'), from);
  await user.selectOptions(screen.getByLabelText('To'), to);
  await user.click(screen.getByRole('button', { name: 'Convert' }));
}

describe('CurrencyConverter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('offers the ten currencies of spec §3 in both lists', () => {
    setup();
    for (const label of ['From', 'To']) {
      const options = within(screen.getByLabelText(label)).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([...CONVERTER_CURRENCIES]);
    }
  });

  it('shows Converting... for 1 second, then 100 USD to NGN at rate 410.5000 as 41,050.00', async () => {
    const user = setup();
    await convert(user, '100', 'USD', 'NGN');

    expect(screen.getByRole('button', { name: 'Converting...' })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(999);
    });
    expect(screen.queryByTestId('conversion-rate')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });

    expect(screen.getByTestId('conversion-rate')).toHaveTextContent('Exchange rate: 1 USD = 410.5000 NGN');
    expect(screen.getByTestId('conversion-from')).toHaveTextContent('100.00 USD');
    expect(screen.getByTestId('conversion-to')).toHaveTextContent('41,050.00 NGN');
    expect(screen.getByRole('button', { name: 'Convert' })).toBeEnabled();
  });

  it('shows the rate with 4 decimals and both amounts with 2 for a derived pair', async () => {
    const user = setup();
    await convert(user, '1234.5', 'NGN', 'EUR');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    // EUR→NGN is 483, so NGN→EUR is its inverse: 0.00207…
    expect(screen.getByTestId('conversion-rate')).toHaveTextContent('Exchange rate: 1 NGN = 0.0021 EUR');
    expect(screen.getByTestId('conversion-from')).toHaveTextContent('1,234.50 NGN');
    expect(screen.getByTestId('conversion-to')).toHaveTextContent('2.56 EUR');
  });

  it.each(['', '0', '-5'])(
    "says 'Please enter a valid amount' for %j and does not convert",
    async (amount) => {
      const source = createSampleCustomerDataSource();
      const convertSpy = jest.spyOn(source, 'convert');
      const user = setup(source);
      await convert(user, amount, 'USD', 'EUR');

      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid amount');
      expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Please enter a valid amount');
      expect(convertSpy).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Convert' })).toBeEnabled();
    },
  );

  it('converts once however often Convert is pressed while waiting', async () => {
    const source = createSampleCustomerDataSource();
    const convertSpy = jest.spyOn(source, 'convert');
    const user = setup(source);
    await convert(user, '10', 'GBP', 'NGN');
    await user.click(screen.getByRole('button', { name: 'Converting...' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(convertSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('conversion-to')).toHaveTextContent('5,470.00 NGN');
  });

  it('takes its rates from the data source', async () => {
    const source = createSampleCustomerDataSource();
    jest
      .spyOn(source, 'convert')
      .mockResolvedValue({ amount: 2, from: 'USD', to: 'CHF', rate: 0.5, convertedAmount: 1 });
    const user = setup(source);
    await convert(user, '2', 'USD', 'CHF');
    expect(await screen.findByTestId('conversion-rate')).toHaveTextContent('1 USD = 0.5000 CHF');
  });

  it('says the rates are for demonstration only', () => {
    setup();
    expect(screen.getByText(CONVERTER_DISCLAIMER)).toHaveTextContent(/demonstration purposes only/);
  });
});
