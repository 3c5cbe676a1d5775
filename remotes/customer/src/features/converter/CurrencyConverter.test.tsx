import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERTER_CURRENCIES } from '@portal/rules/currencies';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { AMOUNT_FORMAT_MESSAGE } from '@portal/contracts/typedAmount';
import { createNewCustomerApi, refusedWith, succeeded, type FakeApi } from '../../testing/fakeApi';
import { initialRates, STAFF_RATES_SET_AT, staffRates } from '../../testing/fakeCustomerData';
import { renderWithCustomerContext, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { CONVERTER_NOTE, CurrencyConverter } from './CurrencyConverter';

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
    api.on('GET', '/rates', succeeded(staffRates({ 'USD/NGN': '1520.25' })));
    const { user } = setup(api);
    await convert(user, '100', 'USD', 'NGN');
    // The one rate format of every screen (issue 31), not the converter's own 4 decimals.
    expect(await screen.findByTestId('conversion-rate')).toHaveTextContent(
      /^Exchange rate: 1 USD = ₦1,520\.25$/,
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

    await answer(succeeded(staffRates()));
    expect(screen.getByTestId('conversion-rate')).toHaveTextContent(/^Exchange rate: 1 USD = ₦410\.50$/);
    expect(screen.getByTestId('conversion-from')).toHaveTextContent('$100.00');
    expect(screen.getByTestId('conversion-to')).toHaveTextContent('₦41,050.00');
    expect(screen.getByRole('button', { name: 'Convert' })).toBeEnabled();
  });

  it('derives a pair the table does not hold, with every decimal of the rate and amounts to 2', async () => {
    const api = createNewCustomerApi();
    api.on('GET', '/rates', succeeded(staffRates()));
    const { user } = setup(api);
    await convert(user, '1234.5', 'NGN', 'EUR');
    // EUR→NGN is 483, so NGN→EUR is its inverse: 0.00207039…
    expect(await screen.findByTestId('conversion-rate')).toHaveTextContent(
      'Exchange rate: 1 NGN = €0.00207039',
    );
    expect(screen.getByTestId('conversion-from')).toHaveTextContent('₦1,234.50');
    expect(screen.getByTestId('conversion-to')).toHaveTextContent('€2.56');
  });

  it('writes yen amounts without decimals, crossing two naira rates staff set', async () => {
    const api = createNewCustomerApi();
    const rates = staffRates();
    const jpy = { base: 'JPY', quote: 'NGN', rate: '3.72', setAt: STAFF_RATES_SET_AT } as const;
    api.on('GET', '/rates', succeeded({ ...rates, rates: [...rates.rates, jpy] }));
    const { user } = setup(api);
    await convert(user, '10', 'USD', 'JPY');
    // 410.5 / 3.72 = 110.349462…
    expect(await screen.findByTestId('conversion-to')).toHaveTextContent('JPY 1,103');
    expect(screen.getByTestId('conversion-rate')).toHaveTextContent('1 USD = JPY 110.34946237');
  });

  it('says there is no rate before staff set one, instead of pricing at a placeholder (issue 31)', async () => {
    const api = createNewCustomerApi();
    // As a new server starts: the spec's seeded values, none set by staff.
    api.on('GET', '/rates', succeeded(initialRates()));
    const { user } = setup(api);
    await convert(user, '1', 'EUR', 'NGN');
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.rateUnavailable);
    expect(screen.queryByTestId('conversion-rate')).toBeNull();
    expect(screen.queryByText(/₦483/)).toBeNull();
  });

  it.each(['CAD', 'CHF', 'AUD', 'INR'])(
    'says there is no rate for %s, which staff have not priced, while USD, EUR and GBP convert',
    async (currency) => {
      const api = createNewCustomerApi();
      api.on('GET', '/rates', succeeded(staffRates()));
      const { user } = setup(api);
      await convert(user, '1', currency, 'NGN');
      expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.rateUnavailable);
      expect(screen.queryByTestId('conversion-rate')).toBeNull();
    },
  );

  it('reads an amount typed with grouping commas, and refuses an ambiguous one at the field', async () => {
    const api = createNewCustomerApi();
    api.on('GET', '/rates', succeeded(staffRates()));
    const { user } = setup(api);
    await convert(user, '2,000.50', 'USD', 'NGN');
    expect(await screen.findByTestId('conversion-from')).toHaveTextContent('$2,000.50');
    expect(screen.getByTestId('conversion-to')).toHaveTextContent('₦821,205.25');

    await convert(user, '1.234,56', 'USD', 'NGN');
    expect(screen.getByRole('alert')).toHaveTextContent(AMOUNT_FORMAT_MESSAGE);
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(AMOUNT_FORMAT_MESSAGE);
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
    await answer(succeeded(staffRates()));
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

  it('never calls its rates demonstration rates; it says where they come from', () => {
    setup();
    expect(screen.getByText(CONVERTER_NOTE)).toBeInTheDocument();
    expect(screen.queryByText(/demonstration/)).toBeNull();
  });

  it('says when staff set the rates a conversion used (the older of the two)', async () => {
    const api = createNewCustomerApi();
    const rates = staffRates();
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
    await convert(user, '10', 'EUR', 'GBP');
    expect(await screen.findByText(/^Rate set by VendorBridge on 5 Mar 2024/)).toBeInTheDocument();

    await convert(user, '10', 'USD', 'NGN');
    expect(await screen.findByText(/^Rate set by VendorBridge on/)).toHaveTextContent(
      new RegExp(`on ${new Date(STAFF_RATES_SET_AT).getDate()} Nov 2026`),
    );
  });
});
