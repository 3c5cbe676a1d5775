import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERTER_CURRENCIES } from '@portal/contracts';
import { createNewCustomerApi, refusedWith, succeeded, type FakeApi } from '../../testing/fakeApi';
import { initialRates } from '../../testing/fakeCustomerData';
import { renderWithCustomerContext, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { CONVERTER_DISCLAIMER, CurrencyConverter } from './CurrencyConverter';

type User = ReturnType<typeof userEvent.setup>;

function setup(api: FakeApi = createNewCustomerApi()) {
  signInCustomer();
  const user = userEvent.setup();
  renderWithCustomerContext(<CurrencyConverter />, { source: api.source });
  return { user, api };
}

async function convert(user: User, amount: string, from: string, to: string) {
  const amountInput = screen.getByLabelText('Amount');
  await user.clear(amountInput);
  if (amount) await user.type(amountInput, amount);
  await user.selectOptions(screen.getByLabelText('From'), from);
  await user.selectOptions(screen.getByLabelText('To'), to);
  await user.click(screen.getByRole('button', { name: 'Convert' }));
}

/** Answers the next read of the rates when the test decides. */
function holdRates(api: FakeApi) {
  let answer: (response: Response) => void = () => undefined;
  api.on(
    'GET',
    '/rates',
    () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  return (response: Response) => act(() => Promise.resolve(answer(response)));
}

describe('CurrencyConverter', () => {
  afterEach(() => signOutCustomer());

  it('offers the ten supported currencies in both lists', () => {
    setup();
    for (const label of ['From', 'To']) {
      const options = within(screen.getByLabelText(label)).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([...CONVERTER_CURRENCIES]);
    }
  });

  it('converter uses the server rate', async () => {
    const api = createNewCustomerApi();
    api.on('GET', '/rates', succeeded(initialRates({ 'USD/NGN': '1520.25' })));
    const { user } = setup(api);
    await convert(user, '100', 'USD', 'NGN');
    expect(await screen.findByTestId('conversion-rate')).toHaveTextContent(
      'Exchange rate: 1 USD = ₦1,520.2500',
    );
    expect(screen.getByTestId('conversion-to')).toHaveTextContent('₦152,025.00');
    expect(api.callsTo('GET', '/rates')).toHaveLength(1);
  });

  it('shows Converting... while the rates are read, then 100 USD to NGN at rate ₦410.50 as 41,050.00', async () => {
    const api = createNewCustomerApi();
    const answer = holdRates(api);
    const { user } = setup(api);
    await convert(user, '100', 'USD', 'NGN');
    expect(screen.getByRole('button', { name: 'Converting...' })).toBeDisabled();
    expect(screen.queryByTestId('conversion-rate')).toBeNull();

    await answer(succeeded(initialRates()));
    expect(screen.getByTestId('conversion-rate')).toHaveTextContent('Exchange rate: 1 USD = ₦410.5000');
    expect(screen.getByTestId('conversion-from')).toHaveTextContent('$100.00');
    expect(screen.getByTestId('conversion-to')).toHaveTextContent('₦41,050.00');
    expect(screen.getByRole('button', { name: 'Convert' })).toBeEnabled();
  });

  it('derives a pair the table does not hold, with every decimal of the rate and amounts to 2', async () => {
    const { user } = setup();
    await convert(user, '1234.5', 'NGN', 'EUR');
    // EUR→NGN is 483, so NGN→EUR is its inverse: 0.00207039…
    expect(await screen.findByTestId('conversion-rate')).toHaveTextContent(
      'Exchange rate: 1 NGN = €0.00207039',
    );
    expect(screen.getByTestId('conversion-from')).toHaveTextContent('₦1,234.50');
    expect(screen.getByTestId('conversion-to')).toHaveTextContent('€2.56');
  });

  it('writes yen amounts without decimals, as the currency has none', async () => {
    const { user } = setup();
    await convert(user, '10', 'USD', 'JPY');
    expect(await screen.findByTestId('conversion-to')).toHaveTextContent('JPY 1,103');
    expect(screen.getByTestId('conversion-rate')).toHaveTextContent('1 USD = JPY 110.25');
  });

  it.each(['', '0', '-5'])("says 'Please enter a valid amount' for %j and reads nothing", async (amount) => {
    const { user, api } = setup();
    await convert(user, amount, 'USD', 'EUR');

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid amount');
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Please enter a valid amount');
    expect(api.callsTo('GET', '/rates')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Convert' })).toBeEnabled();
  });

  it('converts once however often Convert is pressed while waiting', async () => {
    const api = createNewCustomerApi();
    const answer = holdRates(api);
    const { user } = setup(api);
    await convert(user, '10', 'GBP', 'NGN');
    await user.click(screen.getByRole('button', { name: 'Converting...' }));
    await answer(succeeded(initialRates()));
    expect(api.callsTo('GET', '/rates')).toHaveLength(1);
    expect(screen.getByTestId('conversion-to')).toHaveTextContent('₦5,470.00');
  });

  it('says so when the rates cannot be read, without showing a result', async () => {
    const api = createNewCustomerApi();
    api.on('GET', '/rates', refusedWith(503, 'The service is unavailable. Please try again shortly.'));
    const { user } = setup(api);
    await convert(user, '10', 'USD', 'EUR');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is unavailable. Please try again shortly.',
    );
    expect(screen.getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('conversion-rate')).toBeNull();
  });

  it('says the rates are for demonstration only', () => {
    setup();
    expect(screen.getByText(CONVERTER_DISCLAIMER)).toHaveTextContent(/demonstration purposes only/);
  });

  it('says when staff set the rate a conversion used, instead of the demonstration disclaimer', async () => {
    const api = createNewCustomerApi();
    const rates = initialRates();
    api.on(
      'GET',
      '/rates',
      succeeded({
        ...rates,
        rates: rates.rates.map((entry) =>
          entry.base === 'EUR' && entry.quote === 'NGN'
            ? { ...entry, setAt: '2024-03-05T12:00:00.000Z' }
            : entry,
        ),
      }),
    );
    const { user } = setup(api);
    await convert(user, '10', 'EUR', 'NGN');
    expect(await screen.findByText(/^Rate set by VendorBridge on 5 Mar 2024/)).toBeInTheDocument();
    expect(screen.queryByText(CONVERTER_DISCLAIMER)).toBeNull();

    await convert(user, '10', 'USD', 'NGN');
    expect(await screen.findByText(CONVERTER_DISCLAIMER)).toBeInTheDocument();
  });
});
