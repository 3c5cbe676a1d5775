import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import { JOURNEY_CODES, JOURNEY_MESSAGES, type QuoteBody } from '@portal/contracts/paymentJourney';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { AMOUNT_FORMAT_MESSAGE } from '@portal/contracts/typedAmount';
import { createNewCustomerApi, refusedWith, succeeded, type FakeApi } from '../../testing/fakeApi';
import {
  customerPayment,
  newCustomerOnboarding,
  quoteFor,
  savedBeneficiary,
} from '../../testing/fakeCustomerData';
import { renderWithCustomerContext, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { CHOOSE_BENEFICIARY } from './paymentForm';
import { PaymentSubmission } from './PaymentSubmission';

type User = ReturnType<typeof userEvent.setup>;

async function setup(api: FakeApi = createNewCustomerApi(), approved = true) {
  signInCustomer({ approved });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithCustomerContext(<PaymentSubmission />, { source: api.source, beneficiaries: api.beneficiaries });
  await act(() => Promise.resolve());
  return { user, api };
}

/** Types `text` into the field labelled `label` as one paste (the form has many fields to fill). */
async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** A new German beneficiary (IBAN and BIC), paid for services in euros. */
async function fillInEuros(user: User, amount = '1250.50') {
  await fill(user, 'Beneficiary name', 'Berlin Tools GmbH');
  await user.selectOptions(screen.getByLabelText('Country'), 'DE');
  await fill(user, 'Address', 'Unter den Linden 1, Berlin');
  await fill(user, 'Bank name', 'Deutsche Bank');
  await fill(user, 'IBAN', 'DE89370400440532013000');
  await fill(user, 'SWIFT/BIC', 'DEUTDEFF');
  await user.selectOptions(screen.getByLabelText('Purpose of payment'), 'services');
  await user.type(screen.getByLabelText('Foreign Amount'), amount);
  await user.selectOptions(screen.getByLabelText('Foreign Currency'), 'EUR');
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

const recorded = () =>
  succeeded({ payment: customerPayment({ reference: 'PAY-2001' }) }, PAYMENT_MESSAGES.submitted, 201);

// Each test fills a beneficiary's fields and a country among some 250: slow on a loaded machine.
jest.setTimeout(20_000);

describe('the payment form before approval (D37)', () => {
  afterEach(() => signOutCustomer());

  it('is replaced by the not-approved message with links to what onboarding still needs', async () => {
    const api = createNewCustomerApi();
    api.on('GET', '/onboarding', succeeded({ onboarding: newCustomerOnboarding() }));
    await setup(api, false);
    expect(screen.queryByRole('form', { name: 'Payment request' })).toBeNull();
    expect(await screen.findByText(/must be approved before you can send payments/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to Profile Management' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(screen.getByRole('link', { name: 'Go to Document Upload' })).toHaveAttribute(
      'href',
      '/dashboard/documents',
    );
  });

  it('shows the form once the checklist says staff approved the business since sign-in', async () => {
    const api = createNewCustomerApi();
    api.on(
      'GET',
      '/onboarding',
      succeeded({
        onboarding: newCustomerOnboarding({
          registration: { status: 'approved', reason: null, decidedAt: '2026-03-05T12:00:00.000Z' },
        }),
      }),
    );
    await setup(api, false);
    expect(await screen.findByRole('form', { name: 'Payment request' })).toBeInTheDocument();
    expect(screen.queryByText(JOURNEY_MESSAGES.accountNotApproved)).toBeNull();
  });

  it('shows the same when the server answers 403 ACCOUNT_NOT_APPROVED to the quote', async () => {
    const api = createNewCustomerApi();
    api.on(
      'POST',
      '/quotes',
      refusedWith(403, JOURNEY_MESSAGES.accountNotApproved, { code: JOURNEY_CODES.accountNotApproved }),
    );
    const { user } = await setup(api);
    await fillInEuros(user);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText(/must be approved before you can send payments/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Payment request' })).toBeNull();
  });
});

describe('the quote and review step (D30)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-03-05T12:00:00.000Z'));
  });
  afterEach(() => {
    signOutCustomer();
    jest.useRealTimers();
  });

  it('reviews the beneficiary (name, country, address, bank, IBAN, BIC), the purpose, amount, rate, naira total and expiry, then Submit sends the quoteId', async () => {
    const api = createNewCustomerApi();
    api.on('POST', '/quotes', (call) =>
      succeeded({ quote: quoteFor(call.body as QuoteBody, { id: 'quote-eur', rate: '483' }) }, 'Quote', 201),
    );
    api.on('POST', '/payments', recorded());
    const { user } = await setup(api);
    await fillInEuros(user);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));

    expect(api.callsTo('POST', '/quotes')[0]?.body).toEqual({ currency: 'EUR', amount: '1250.50' });
    const review = screen.getByRole('region', { name: 'Review your payment' });
    expect(within(review).getByRole('heading', { name: 'Review your payment' })).toHaveFocus();
    const summary = within(review).getByTestId('payment-review');
    for (const text of [
      'BeneficiaryBerlin Tools GmbH',
      'CountryGermany',
      'AddressUnter den Linden 1, Berlin',
      'BankDeutsche Bank',
      'IBANDE89 3704 0044 0532 0130 00',
      'SWIFT/BICDEUTDEFF',
      'PurposeServices',
      'Amount€1,250.50',
      'Exchange rate1 EUR = ₦483.00',
      'Converted to naira₦603,991.50',
      'FeeNo fee',
      'Naira total₦603,991.50',
    ])
      expect(summary).toHaveTextContent(text);
    expect(summary).toHaveTextContent(/Quote valid until/);
    expect(screen.queryByRole('form', { name: 'Payment request' })).toBeNull();

    await user.click(within(review).getByRole('button', { name: 'Submit Payment Request' }));
    const form = api.callsTo('POST', '/payments')[0]?.body as FormData;
    expect(form.get('quoteId')).toBe('quote-eur');
    expect(form.get('foreignAmount')).toBe('1250.50');
    expect(await screen.findByTestId('payment-reference')).toHaveTextContent('PAY-2001');
    expect(screen.getByRole('link', { name: 'Follow this request' })).toBeInTheDocument();
  });

  it("shows the quote's fee as its own line and a total that includes it (D47)", async () => {
    const api = createNewCustomerApi();
    api.on('POST', '/quotes', (call) =>
      succeeded(
        {
          quote: quoteFor(call.body as QuoteBody, {
            id: 'quote-fee',
            rate: '483',
            // 1,250.50 × 483 = 603,991.50; fee 500 + 0.5% of it (3,019.9575 → 3,019.96) = 3,519.96.
            localAmount: '607511.46',
            feeAmount: '3519.96',
            fee: { flatNgn: '500', percent: '0.5' },
          }),
        },
        'Quote',
        201,
      ),
    );
    const { user } = await setup(api);
    await fillInEuros(user);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    const summary = within(screen.getByRole('region', { name: 'Review your payment' })).getByTestId(
      'payment-review',
    );
    for (const text of [
      'Converted to naira₦603,991.50',
      'Fee₦3,519.96 (₦500.00 + 0.5%)',
      'Naira total₦607,511.46',
    ])
      expect(summary).toHaveTextContent(text);
  });

  it('takes an amount typed with grouping commas as the screens write it (issue 31)', async () => {
    const { user, api } = await setup();
    await fillInEuros(user, '12,500.00');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(api.callsTo('POST', '/quotes')[0]?.body).toEqual({ currency: 'EUR', amount: '12500.00' });
    expect(await screen.findByTestId('payment-review')).toHaveTextContent('Amount€12,500.00');
  });

  it('refuses an ambiguous amount at the field, asking for nothing', async () => {
    const { user, api } = await setup();
    await fillInEuros(user, '1.250,50');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(screen.getByLabelText('Foreign Amount')).toHaveAccessibleDescription(
      expect.stringContaining(AMOUNT_FORMAT_MESSAGE),
    );
    expect(api.callsTo('POST', '/quotes')).toHaveLength(0);
  });

  it('Back returns to the form as it was typed, and sends nothing', async () => {
    const { user, api } = await setup();
    await fillInEuros(user);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Beneficiary name')).toHaveValue('Berlin Tools GmbH');
    expect(screen.getByLabelText('Foreign Currency')).toHaveValue('EUR');
    expect(api.callsTo('POST', '/payments')).toHaveLength(0);
  });

  it('counts the quote down every second, tells screen readers only each minute, and Refresh quote gets a new one', async () => {
    const { user, api } = await setup();
    await fillInEuros(user);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(screen.getByTestId('quote-clock')).toHaveTextContent('Quote expires in 30:00');
    const live = screen.getByText('Quote expires in 30 minutes.');
    expect(live).toHaveAttribute('aria-live', 'polite');

    await advance(5_000);
    expect(screen.getByTestId('quote-clock')).toHaveTextContent('Quote expires in 29:55');
    // The live region's words have not changed within the minute.
    expect(live).toHaveTextContent('Quote expires in 30 minutes.');
    await advance(60_000);
    expect(live).toHaveTextContent('Quote expires in 29 minutes.');

    await user.click(screen.getByRole('button', { name: 'Refresh quote' }));
    expect(api.callsTo('POST', '/quotes')).toHaveLength(2);
    expect(screen.getByTestId('quote-clock')).toHaveTextContent('Quote expires in 30:00');
  });

  it('when the quote runs out, Submit waits for a new quote', async () => {
    const { user } = await setup();
    await fillInEuros(user);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await advance(30 * 60_000);
    expect(screen.getByRole('button', { name: 'Submit Payment Request' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(/expired/);
    await user.click(screen.getByRole('button', { name: 'Refresh quote' }));
    expect(screen.getByRole('button', { name: 'Submit Payment Request' })).toBeEnabled();
  });

  it('offers a fresh quote in place when the server says the quote expired (410), and submits with the new one', async () => {
    const api = createNewCustomerApi();
    api.on(
      'POST',
      '/payments',
      refusedWith(410, JOURNEY_MESSAGES.quoteExpired, { code: JOURNEY_CODES.quoteExpired }),
      recorded(),
    );
    const { user } = await setup(api);
    await fillInEuros(user);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(screen.getByRole('button', { name: 'Submit Payment Request' }));

    expect(screen.getByRole('alert')).toHaveTextContent(JOURNEY_MESSAGES.quoteExpired);
    expect(screen.getByRole('region', { name: 'Review your payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Payment Request' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Refresh quote' }));
    await user.click(screen.getByRole('button', { name: 'Submit Payment Request' }));

    const [first, second] = api
      .callsTo('POST', '/payments')
      .map((call) => (call.body as FormData).get('quoteId'));
    expect(second).not.toBe(first);
    expect(await screen.findByTestId('payment-reference')).toHaveTextContent('PAY-2001');
  });

  it('says so when the same quote was already used (409)', async () => {
    const api = createNewCustomerApi();
    api.on(
      'POST',
      '/payments',
      refusedWith(409, JOURNEY_MESSAGES.quoteUsed, { code: JOURNEY_CODES.quoteUsed }),
    );
    const { user } = await setup(api);
    await fillInEuros(user);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(screen.getByRole('button', { name: 'Submit Payment Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent(JOURNEY_MESSAGES.quoteUsed);
    expect(screen.getByRole('button', { name: 'Refresh quote' })).toBeEnabled();
  });

  it('says no quote can be given for a currency with no staff-set rate, staying on the form', async () => {
    const api = createNewCustomerApi();
    api.on('POST', '/quotes', refusedWith(422, 'No rate', { code: JOURNEY_CODES.quoteUnavailable }));
    const { user } = await setup(api);
    await fillInEuros(user);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent(JOURNEY_MESSAGES.quoteUnavailable);
    expect(screen.getByRole('form', { name: 'Payment request' })).toBeInTheDocument();
  });
});

describe('paying a saved beneficiary (issue 25)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    signOutCustomer();
    jest.useRealTimers();
  });

  const acme = savedBeneficiary({ id: '20000000-0000-4000-8000-000000000001', name: 'Acme Supplies Inc.' });
  const bolt = savedBeneficiary({
    id: '20000000-0000-4000-8000-000000000002',
    name: 'Bolt Parts Ltd',
    country: 'GB',
    corridor: 'gb',
    currency: 'GBP',
    bankName: 'Barclays',
    routingNumber: null,
    sortCode: '200000',
    accountNumber: '55779911',
    address: '1 Churchill Place, London E14 5HP',
  });

  it('searches the book, takes the chosen one’s currency, reviews its bank details and sends only its id', async () => {
    const api = createNewCustomerApi();
    api.on('GET', '/beneficiaries', succeeded({ beneficiaries: [acme, bolt], nextCursor: null }));
    api.on('GET', '/beneficiaries?search=bolt', succeeded({ beneficiaries: [bolt], nextCursor: null }));
    api.on('POST', '/payments', recorded());
    const { user } = await setup(api);
    await user.click(screen.getByRole('radio', { name: 'Pay a saved beneficiary' }));
    expect(await screen.findByRole('radio', { name: /Acme Supplies Inc\./ })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search beneficiaries'), 'bolt');
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Acme Supplies/ })).toBeNull());
    await user.click(screen.getByRole('radio', { name: /Bolt Parts Ltd/ }));
    expect(screen.getByLabelText('Foreign Currency')).toHaveValue('GBP');
    expect(screen.getByLabelText('Foreign Currency')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Purpose of payment'), 'freight');
    await user.type(screen.getByLabelText('Foreign Amount'), '300');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));

    const summary = screen.getByTestId('payment-review');
    for (const text of [
      'BeneficiaryBolt Parts Ltd',
      'CountryUnited Kingdom',
      'Address1 Churchill Place, London E14 5HP',
      'BankBarclays',
      'Account number55779911',
      'Sort code20-00-00',
      'PurposeFreight',
    ])
      expect(summary).toHaveTextContent(text);
    await user.click(screen.getByRole('button', { name: 'Submit Payment Request' }));
    await screen.findByTestId('payment-reference');
    const { quoteId: _quote, ...fields } = Object.fromEntries(
      (api.callsTo('POST', '/payments')[0]?.body as FormData).entries(),
    );
    expect(fields).toEqual({
      beneficiaryId: bolt.id,
      foreignAmount: '300.00',
      foreignCurrency: 'GBP',
      purpose: 'freight',
    });
  });

  it('asks to choose one when none is chosen, and for the purpose', async () => {
    const api = createNewCustomerApi();
    api.on('GET', '/beneficiaries', succeeded({ beneficiaries: [acme], nextCursor: null }));
    const { user } = await setup(api);
    await user.click(screen.getByRole('radio', { name: 'Pay a saved beneficiary' }));
    await user.type(screen.getByLabelText('Foreign Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByLabelText('Search beneficiaries')).toHaveAccessibleDescription(
      expect.stringContaining(CHOOSE_BENEFICIARY),
    );
    expect(screen.getByLabelText('Purpose of payment')).toHaveAccessibleDescription(
      BENEFICIARY_MESSAGES.purposeInvalid,
    );
    expect(api.callsTo('POST', '/quotes')).toHaveLength(0);
  });
});
