import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import type { RatesData } from '@portal/contracts/rates';
import { STEP_UP_MESSAGES } from '@portal/contracts/stepUp';
import { fakeApi, refuse, succeed, type FakeCall } from '../../testing/fakeApi';
import { feesFixture, ratesFixture } from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { ExchangeRatesSection } from './ExchangeRatesSection';

const CHANGED_AT = '2024-03-07T10:00:00.000Z';
const section = () => screen.getByRole('region', { name: 'Exchange Rates' });
const row = (currency: string) =>
  within(screen.getByRole('table', { name: 'Exchange rates' }))
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader')?.textContent === currency) as HTMLElement;
const puts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'PUT');

function setup(
  rates: RatesData = ratesFixture(),
  onPut: (call: FakeCall) => Response = (call) => {
    const [, , , base, quote] = call.path.split('/');
    return succeed({
      rate: {
        base,
        quote,
        rate: (call.body as { rate: string }).rate,
        setAt: CHANGED_AT,
        updatedAt: CHANGED_AT,
      },
    });
  },
) {
  const api = fakeApi((call) =>
    call.method === 'PUT' ? onPut(call) : call.path === '/fees' ? succeed(feesFixture()) : succeed(rates),
  );
  renderWithSource(<ExchangeRatesSection />, api.source);
  return { ...api, user: userEvent.setup() };
}

describe('exchange rates', () => {
  it('lists the naira rate of every payment currency, saying the seeded ones are placeholders', async () => {
    const { calls } = setup();
    await screen.findByRole('table', { name: 'Exchange rates' });
    expect(calls.map((call) => call.path).sort()).toEqual(['/fees', '/rates']);
    expect(within(section()).getAllByRole('button', { name: /^Edit rate from/ })).toHaveLength(5);
    expect(row('USD')).toHaveTextContent('1 USD = ₦410.50');
    expect(row('USD')).toHaveTextContent('never set — placeholder');
    expect(row('EUR')).toHaveTextContent('1 EUR = ₦483.00');
    // JPY and CAD have no seeded rate: nothing prices them until staff set one.
    expect(row('JPY')).toHaveTextContent('1 JPY = no rate');
    expect(row('CAD')).toHaveTextContent('never set — placeholder');
    expect(within(row('CAD')).getByRole('button', { name: 'Edit rate from CAD to NGN' })).toHaveTextContent(
      'Set',
    );
  });

  it('keeps "Last changed" and its date together, moving to a new line as one', async () => {
    setup();
    await screen.findByRole('table', { name: 'Exchange rates' });
    const changed = within(section()).getByText(/^Last changed/);
    expect(changed).toHaveClass('whole-word');
    expect(changed.querySelector('time')).toHaveAttribute('datetime', ratesFixture().updatedAt);
  });

  it('says when staff set a rate', async () => {
    const rates = ratesFixture();
    setup({
      ...rates,
      rates: rates.rates.map((entry) =>
        entry.base === 'GBP' && entry.quote === 'NGN' ? { ...entry, setAt: CHANGED_AT } : entry,
      ),
    });
    await screen.findByRole('table', { name: 'Exchange rates' });
    expect(within(row('GBP')).getByText('7 Mar 2024', { exact: false })).toHaveAttribute(
      'datetime',
      CHANGED_AT,
    );
    expect(row('GBP')).not.toHaveTextContent('placeholder');
  });

  it('changes a rate with a PUT on its naira pair and announces it', async () => {
    const { calls, user } = setup();
    await screen.findByRole('table', { name: 'Exchange rates' });

    await user.click(within(row('USD')).getByRole('button', { name: 'Edit rate from USD to NGN' }));
    const field = screen.getByRole('textbox', { name: 'Rate from USD to NGN' });
    expect(field).toHaveValue('410.5');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '415.25{Enter}');

    expect(await within(section()).findByRole('status')).toHaveTextContent(
      `${PAYMENT_MESSAGES.rateUpdated} 1 USD = ₦415.25.`,
    );
    expect(puts(calls)).toEqual([
      expect.objectContaining({ path: '/admin/rates/USD/NGN', body: { rate: '415.25' } }),
    ]);
    expect(row('USD')).toHaveTextContent('1 USD = ₦415.25');
    expect(within(row('USD')).getByRole('button', { name: 'Edit rate from USD to NGN' })).toHaveFocus();
    expect(within(row('USD')).getByText('7 Mar 2024', { exact: false })).toHaveAttribute(
      'datetime',
      CHANGED_AT,
    );
  });

  it("sets a currency's first naira rate, shown with all its decimals", async () => {
    const { calls, user } = setup();
    await screen.findByRole('table', { name: 'Exchange rates' });
    await user.click(within(row('JPY')).getByRole('button', { name: 'Edit rate from JPY to NGN' }));
    const field = screen.getByRole('textbox', { name: 'Rate from JPY to NGN' });
    expect(field).toHaveValue('');
    await user.type(field, '2.7345{Enter}');

    await waitFor(() => expect(row('JPY')).toHaveTextContent('1 JPY = ₦2.7345'));
    expect(puts(calls)).toEqual([
      expect.objectContaining({ path: '/admin/rates/JPY/NGN', body: { rate: '2.7345' } }),
    ]);
    expect(row('JPY')).not.toHaveTextContent('placeholder');
  });

  it.each([
    ['0', PAYMENT_MESSAGES.rateInvalid],
    ['-3', PAYMENT_MESSAGES.rateInvalid],
    ['1.123456789', PAYMENT_MESSAGES.rateInvalid],
    ['abc', PAYMENT_MESSAGES.rateInvalid],
    ['2000000', PAYMENT_MESSAGES.rateTooLarge],
  ])('refuses the rate %s next to it and sends nothing', async (typed, message) => {
    const { calls, user } = setup();
    await screen.findByRole('table', { name: 'Exchange rates' });
    await user.click(within(row('EUR')).getByRole('button', { name: 'Edit rate from EUR to NGN' }));
    const field = screen.getByRole('textbox', { name: 'Rate from EUR to NGN' });
    await user.clear(field);
    await user.type(field, typed);

    await user.click(within(row('EUR')).getByRole('button', { name: 'Save' }));

    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(typed);
    expect(field).toHaveFocus();
    expect(puts(calls)).toEqual([]);
  });

  it("shows the server's refusal next to the rate", async () => {
    const { user } = setup(ratesFixture(), () =>
      refuse(400, PAYMENT_MESSAGES.rateTooLarge, {
        code: ERROR_CODES.validation,
        errors: { rate: [PAYMENT_MESSAGES.rateTooLarge] },
      }),
    );
    await screen.findByRole('table', { name: 'Exchange rates' });
    await user.click(within(row('GBP')).getByRole('button', { name: 'Edit rate from GBP to NGN' }));
    await user.type(screen.getByRole('textbox', { name: 'Rate from GBP to NGN' }), '0{Enter}');

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Rate from GBP to NGN' })).toHaveAccessibleDescription(
        PAYMENT_MESSAGES.rateTooLarge,
      ),
    );
    expect(within(section()).queryByRole('status')).toBeNull();
  });

  it('asks for the authentication code when the server says the move needs it, then sends it with the same rate', async () => {
    const { calls, user } = setup(ratesFixture(), (call) =>
      (call.body as { stepUp?: unknown }).stepUp
        ? succeed({
            rate: { base: 'GBP', quote: 'NGN', rate: '9999', setAt: CHANGED_AT, updatedAt: CHANGED_AT },
          })
        : refuse(403, STEP_UP_MESSAGES.required, {
            code: ERROR_CODES.stepUpRequired,
            errors: { stepUp: [STEP_UP_MESSAGES.required] },
          }),
    );
    await screen.findByRole('table', { name: 'Exchange rates' });
    await user.click(within(row('GBP')).getByRole('button', { name: 'Edit rate from GBP to NGN' }));
    const rate = screen.getByRole('textbox', { name: 'Rate from GBP to NGN' });
    await user.clear(rate);
    await user.type(rate, '9999{Enter}');
    const code = await screen.findByLabelText(STEP_UP_MESSAGES.codeLabel);
    expect(code).toHaveAccessibleDescription(expect.stringContaining(STEP_UP_MESSAGES.required));
    expect(code).toHaveFocus();
    await user.type(code, '123456{Enter}');
    expect(await within(section()).findByRole('status')).toHaveTextContent(PAYMENT_MESSAGES.rateUpdated);
    expect(puts(calls).map((call) => call.body)).toEqual([
      { rate: '9999' },
      { rate: '9999', stepUp: { code: '123456' } },
    ]);
  });

  it('Cancel and Escape leave the rate as it was and send nothing', async () => {
    const { calls, user } = setup();
    await screen.findByRole('table', { name: 'Exchange rates' });
    const edit = within(row('EUR')).getByRole('button', { name: 'Edit rate from EUR to NGN' });

    await user.click(edit);
    await user.type(screen.getByRole('textbox', { name: 'Rate from EUR to NGN' }), '9');
    await user.click(within(row('EUR')).getByRole('button', { name: 'Cancel' }));
    expect(row('EUR')).toHaveTextContent('1 EUR = ₦483.00');
    expect(within(row('EUR')).getByRole('button', { name: 'Edit rate from EUR to NGN' })).toHaveFocus();

    await user.click(within(row('EUR')).getByRole('button', { name: 'Edit rate from EUR to NGN' }));
    expect(screen.getByRole('textbox', { name: 'Rate from EUR to NGN' })).toHaveValue('483');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(puts(calls)).toEqual([]);
  });

  it('offers Retry when the rates cannot be loaded, and reads them again', async () => {
    let failing = true;
    const api = fakeApi((call) =>
      call.path === '/fees'
        ? succeed(feesFixture())
        : failing
          ? refuse(503, 'Unavailable')
          : succeed(ratesFixture()),
    );
    renderWithSource(<ExchangeRatesSection />, api.source);
    const user = userEvent.setup();
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'The exchange rates could not be loaded.',
    );

    failing = false;
    await user.click(within(section()).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('table', { name: 'Exchange rates' })).toBeInTheDocument();
  });
});
