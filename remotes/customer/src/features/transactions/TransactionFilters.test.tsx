import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOURNEY_MESSAGES } from '@portal/contracts/paymentJourney';
import { PAYMENT_STATE_HINTS } from '@portal/ui/words/paymentStateHints';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import { createNewCustomerApi, succeeded } from '../../testing/fakeApi';
import { customerPayment } from '../../testing/fakeCustomerData';
import { renderWithCustomerContext, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { lastThirtyDays } from './statementPeriod';
import { TransactionHistory } from './TransactionHistory';

async function setup() {
  const api = createNewCustomerApi();
  api.on(
    'GET',
    '/payments',
    succeeded({ payments: [customerPayment({ status: 'sent', reference: 'PAY-3001' })], nextCursor: null }),
  );
  api.on(
    'GET',
    '/payments?status=approved',
    succeeded({
      payments: [customerPayment({ status: 'approved', reference: 'PAY-3002' })],
      nextCursor: null,
    }),
  );
  signInCustomer();
  const user = userEvent.setup();
  renderWithCustomerContext(
    <>
      <h1 id="history">Transaction History</h1>
      <TransactionHistory labelledBy="history" />
    </>,
    { source: api.source },
  );
  await screen.findByText('PAY-3001');
  return { api, user };
}

describe('the history filter and CSV export', () => {
  afterEach(() => {
    signOutCustomer();
    jest.restoreAllMocks();
  });

  it('shows each row with its state label and filters by state on the server', async () => {
    const { api, user } = await setup();
    expect(screen.getByText('COMPLETED')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    expect(await screen.findByText('PAY-3002')).toBeInTheDocument();
    expect(screen.queryByText('PAY-3001')).toBeNull();
    expect(api.callsTo('GET', '/payments?status=approved')).toHaveLength(1);
  });

  it('offers Export CSV only beside a list with rows: a status with no request keeps the filter to change it', async () => {
    const { api, user } = await setup();
    expect(screen.getByRole('form', { name: 'Export CSV' })).toBeInTheDocument();
    api.on('GET', '/payments?status=rejected', succeeded({ payments: [], nextCursor: null }));
    await user.selectOptions(screen.getByLabelText('Status'), PAYMENT_STATE_LABELS.rejected);
    expect(await screen.findByText(/No payment requests with the status/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Export CSV' })).toBeNull();
    expect(screen.getByLabelText('Status')).toBeInTheDocument();
  });

  it('offers each state by its badge’s one name, telling the team’s decisions from VendorBridge’s, with a hint of what it means', async () => {
    const { user } = await setup();
    const status = screen.getByLabelText('Status');
    const labels = within(status)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual(['All statuses', ...Object.values(PAYMENT_STATE_LABELS)]);
    expect(labels).toEqual(
      expect.arrayContaining(['Awaiting team approval', 'Awaiting VendorBridge review', 'Completed']),
    );
    expect(labels).not.toContain('Pending');
    await user.selectOptions(status, 'Declined');
    expect(status).toHaveAccessibleDescription(PAYMENT_STATE_HINTS.declined);
    expect(PAYMENT_STATE_HINTS.declined).toMatch(/your team/);
    expect(PAYMENT_STATE_HINTS.rejected).toMatch(/VendorBridge/);
  });

  it('exports the last 30 days in the chosen state as a CSV download', async () => {
    const { api, user } = await setup();
    const { from, to } = lastThirtyDays();
    const path = `/payments/export.csv?from=${from}&to=${to}&status=approved`;
    api.on('GET', path, new Response('Reference,Status\nPAY-3002,approved\n', { status: 200 }));
    Object.assign(URL, {
      createObjectURL: jest.fn(() => 'blob:http://localhost/csv'),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    const exportForm = screen.getByRole('form', { name: 'Export CSV' });
    expect(within(exportForm).getByLabelText('From')).toHaveValue(from);
    expect(within(exportForm).getByLabelText('To')).toHaveValue(to);
    await user.click(within(exportForm).getByRole('button', { name: 'Export CSV' }));

    expect(api.callsTo('GET', path)).toHaveLength(1);
    expect(click).toHaveBeenCalled();
  });

  it('refuses a period longer than 366 days beside the field, sending nothing', async () => {
    const { api, user } = await setup();
    const exportForm = screen.getByRole('form', { name: 'Export CSV' });
    await user.clear(within(exportForm).getByLabelText('From'));
    await user.type(within(exportForm).getByLabelText('From'), '2024-01-01');
    await user.clear(within(exportForm).getByLabelText('To'));
    await user.type(within(exportForm).getByLabelText('To'), '2025-06-30');
    await user.click(within(exportForm).getByRole('button', { name: 'Export CSV' }));
    expect(within(exportForm).getByLabelText('To')).toHaveAccessibleDescription(
      JOURNEY_MESSAGES.periodTooLong,
    );
    expect(api.calls.some((call) => call.path.startsWith('/payments/export.csv'))).toBe(false);
  });
});
