import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEE_MESSAGES, type CurrencyFee } from '@portal/contracts/fees';
import { AMOUNT_FORMAT_MESSAGE } from '@portal/contracts/typedAmount';
import { fakeApi, refuse, succeed, type FakeCall } from '../../testing/fakeApi';
import { feesFixture } from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { FeesTable } from './FeesTable';

const SET_AT = '2026-11-29T09:00:00.000Z';
const row = (currency: string) =>
  within(screen.getByRole('table', { name: 'Fees' }))
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader')?.textContent === currency) as HTMLElement;
const puts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'PUT');

function setup(
  onPut: (call: FakeCall) => Response = (call) => {
    const body = call.body as { flatNgn: string | null; percent: string | null };
    const fee: CurrencyFee = { currency: 'EUR', flatNgn: body.flatNgn, percent: body.percent, setAt: SET_AT };
    return succeed({ fee });
  },
) {
  const api = fakeApi((call) => (call.method === 'PUT' ? onPut(call) : succeed(feesFixture())));
  renderWithSource(<FeesTable />, api.source);
  return { ...api, user: userEvent.setup() };
}

describe('fees beside the rates (D47)', () => {
  it('says "No fee" for every payment currency until staff set one', async () => {
    setup();
    await screen.findByRole('table', { name: 'Fees' });
    for (const currency of ['USD', 'EUR', 'GBP', 'JPY', 'CAD'])
      expect(row(currency)).toHaveTextContent(FEE_MESSAGES.noFee);
  });

  it('sets a flat fee typed with grouping commas and a percentage, and shows it as stored', async () => {
    const { calls, user } = setup();
    await screen.findByRole('table', { name: 'Fees' });
    await user.click(within(row('EUR')).getByRole('button', { name: 'Edit fee for EUR' }));
    await user.type(screen.getByLabelText('Flat fee in naira'), '1,000.00');
    await user.type(screen.getByLabelText('Percent of the naira amount'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText(`${FEE_MESSAGES.updated} EUR: ₦1,000.00 + 0.5%.`)).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      expect.objectContaining({ path: '/admin/fees/EUR', body: { flatNgn: '1000', percent: '0.5' } }),
    ]);
    expect(row('EUR')).toHaveTextContent('₦1,000.00 + 0.5%');
  });

  it('refuses an ambiguous figure at its field and sends nothing', async () => {
    const { calls, user } = setup();
    await screen.findByRole('table', { name: 'Fees' });
    await user.click(within(row('USD')).getByRole('button', { name: 'Edit fee for USD' }));
    await user.type(screen.getByLabelText('Flat fee in naira'), '1.000,50');
    await user.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(screen.getByLabelText('Flat fee in naira')).toHaveAccessibleDescription(
      expect.stringContaining(AMOUNT_FORMAT_MESSAGE),
    );
    expect(puts(calls)).toHaveLength(0);
  });

  it("says the server's refusal next to the field it names", async () => {
    const { user } = setup(() =>
      refuse(400, 'Check the fee', { errors: { percent: ['The percentage must be at most 20%'] } }),
    );
    await screen.findByRole('table', { name: 'Fees' });
    await user.click(within(row('GBP')).getByRole('button', { name: 'Edit fee for GBP' }));
    await user.type(screen.getByLabelText('Percent of the naira amount'), '2');
    await user.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText('The percentage must be at most 20%')).toBeInTheDocument();
    expect(screen.getByLabelText('Percent of the naira amount')).toHaveAccessibleDescription(
      expect.stringContaining('The percentage must be at most 20%'),
    );
  });
});
