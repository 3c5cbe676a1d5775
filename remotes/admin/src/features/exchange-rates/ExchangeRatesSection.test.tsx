import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES, PAYMENT_MESSAGES, type RatesData } from '@portal/contracts';
import { fakeApi, refuse, succeed, type FakeCall } from '../../testing/fakeApi';
import { ratesFixture } from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { ExchangeRatesSection } from './ExchangeRatesSection';

const CHANGED_AT = '2024-03-07T10:00:00.000Z';
const section = () => screen.getByRole('region', { name: 'Exchange Rates' });
const row = (base: string, quote: string) =>
  within(screen.getByRole('table', { name: 'Exchange rates' }))
    .getAllByRole('row')
    .find((candidate) => {
      const cells = within(candidate).queryAllByRole('cell');
      return (
        within(candidate).queryByRole('rowheader')?.textContent === base && cells[0]?.textContent === quote
      );
    }) as HTMLElement;
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
  const api = fakeApi((call) => (call.method === 'PUT' ? onPut(call) : succeed(rates)));
  renderWithSource(<ExchangeRatesSection />, api.source);
  return { ...api, user: userEvent.setup() };
}

describe('exchange rates', () => {
  it('lists every stored rate of the table with 4 decimals', async () => {
    const { calls } = setup();
    await screen.findByRole('table', { name: 'Exchange rates' });
    expect(calls.map((call) => call.path)).toEqual(['/rates']);
    // The spec's rates: three bases, nine quotes each.
    expect(within(section()).getAllByRole('button', { name: /^Edit rate from/ })).toHaveLength(27);
    expect(row('USD', 'NGN')).toHaveTextContent('1 USD = 410.5000 NGN');
    expect(row('EUR', 'NGN')).toHaveTextContent('1 EUR = 483.0000 NGN');
    expect(row('GBP', 'JPY')).toHaveTextContent('1 GBP = 150.8000 JPY');
  });

  it('changes a rate with a PUT on its pair and announces it', async () => {
    const { calls, user } = setup();
    await screen.findByRole('table', { name: 'Exchange rates' });

    await user.click(within(row('USD', 'NGN')).getByRole('button', { name: 'Edit rate from USD to NGN' }));
    const field = screen.getByRole('textbox', { name: 'Rate from USD to NGN' });
    expect(field).toHaveValue('410.5');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '415.25{Enter}');

    expect(await within(section()).findByRole('status')).toHaveTextContent(
      `${PAYMENT_MESSAGES.rateUpdated} 1 USD = 415.2500 NGN.`,
    );
    expect(puts(calls)).toEqual([
      expect.objectContaining({ path: '/admin/rates/USD/NGN', body: { rate: '415.25' } }),
    ]);
    expect(row('USD', 'NGN')).toHaveTextContent('1 USD = 415.2500 NGN');
    expect(
      within(row('USD', 'NGN')).getByRole('button', { name: 'Edit rate from USD to NGN' }),
    ).toHaveFocus();
    expect(within(section()).getByText('7 Mar 2024', { exact: false })).toHaveAttribute(
      'datetime',
      CHANGED_AT,
    );
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
    await user.click(within(row('EUR', 'GBP')).getByRole('button', { name: 'Edit rate from EUR to GBP' }));
    const field = screen.getByRole('textbox', { name: 'Rate from EUR to GBP' });
    await user.clear(field);
    await user.type(field, typed);

    await user.click(within(row('EUR', 'GBP')).getByRole('button', { name: 'Save' }));

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
    await user.click(within(row('GBP', 'NGN')).getByRole('button', { name: 'Edit rate from GBP to NGN' }));
    await user.type(screen.getByRole('textbox', { name: 'Rate from GBP to NGN' }), '0{Enter}');

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Rate from GBP to NGN' })).toHaveAccessibleDescription(
        PAYMENT_MESSAGES.rateTooLarge,
      ),
    );
    expect(row('GBP', 'NGN')).not.toHaveTextContent('1 GBP = 5470.0000 NGN');
    expect(within(section()).queryByRole('status')).toBeNull();
  });

  it('Cancel and Escape leave the rate as it was and send nothing', async () => {
    const { calls, user } = setup();
    await screen.findByRole('table', { name: 'Exchange rates' });
    const edit = within(row('USD', 'EUR')).getByRole('button', { name: 'Edit rate from USD to EUR' });

    await user.click(edit);
    await user.type(screen.getByRole('textbox', { name: 'Rate from USD to EUR' }), '9');
    await user.click(within(row('USD', 'EUR')).getByRole('button', { name: 'Cancel' }));
    expect(row('USD', 'EUR')).toHaveTextContent('1 USD = 0.8500 EUR');
    expect(
      within(row('USD', 'EUR')).getByRole('button', { name: 'Edit rate from USD to EUR' }),
    ).toHaveFocus();

    await user.click(within(row('USD', 'EUR')).getByRole('button', { name: 'Edit rate from USD to EUR' }));
    expect(screen.getByRole('textbox', { name: 'Rate from USD to EUR' })).toHaveValue('0.85');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(puts(calls)).toEqual([]);
  });

  it('offers Retry when the rates cannot be loaded, and reads them again', async () => {
    let failing = true;
    const api = fakeApi(() => (failing ? refuse(503, 'Unavailable') : succeed(ratesFixture())));
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
