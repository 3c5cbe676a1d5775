import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import type { BusinessRole } from '@portal/contracts/roles';
import { TEAM_MESSAGES } from '@portal/contracts/teams';
import { createNewCustomerApi, succeeded, type FakeApi } from '../../testing/fakeApi';
import { paymentDetail, TEST_CUSTOMER } from '../../testing/fakeCustomerData';
import { renderCustomerArea, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';

const ID = '10000000-0000-4000-8000-000000000077';
const MAKER = { id: 'member-2', name: 'Bola Ade' };

const awaiting = (overrides: Partial<PaymentDetail> = {}) =>
  paymentDetail({ id: ID, reference: 'PAY-1077', status: 'awaiting_approval', madeBy: MAKER, ...overrides });

function apiWith(payment: PaymentDetail): FakeApi {
  const api = createNewCustomerApi();
  api.on('GET', `/payments/${ID}`, succeeded({ payment }));
  return api;
}

async function openAs(role: BusinessRole, api: FakeApi) {
  signInCustomer({ businessRole: role });
  await renderCustomerArea(`/dashboard/payments/${ID}`, api.source);
}

const approveButton = () => screen.queryByRole('button', { name: 'Approve' });
const declineButton = () => screen.queryByRole('button', { name: 'Decline' });

describe('approving another member’s request', () => {
  afterEach(() => signOutCustomer());

  it.each<BusinessRole>(['approver', 'owner'])(
    'offers an %s Approve and Decline on a request another member made, and names its maker',
    async (role) => {
      await openAs(role, apiWith(awaiting()));
      expect(approveButton()).toBeInTheDocument();
      expect(declineButton()).toBeInTheDocument();
      expect(screen.getByText('Prepared by')).toBeInTheDocument();
      expect(screen.getAllByText(/Bola Ade/).length).toBeGreaterThan(0);
    },
  );

  it('offers nothing on one’s own request', async () => {
    await openAs('owner', apiWith(awaiting({ madeBy: { id: TEST_CUSTOMER.id, name: TEST_CUSTOMER.name } })));
    expect(approveButton()).not.toBeInTheDocument();
    expect(declineButton()).not.toBeInTheDocument();
  });

  it.each<BusinessRole>(['maker', 'viewer'])('offers a %s nothing', async (role) => {
    await openAs(role, apiWith(awaiting()));
    expect(approveButton()).not.toBeInTheDocument();
    expect(declineButton()).not.toBeInTheDocument();
  });

  it('offers nothing once the request has left approval', async () => {
    await openAs('approver', apiWith(awaiting({ status: 'pending' })));
    expect(approveButton()).not.toBeInTheDocument();
  });

  it('approves through the server and shows the request as it now is', async () => {
    const api = apiWith(awaiting());
    // Read again after the move: the server has it pending now.
    api.on(
      'GET',
      `/payments/${ID}`,
      succeeded({ payment: awaiting() }),
      succeeded({ payment: awaiting({ status: 'pending' }) }),
    );
    api.on(
      'POST',
      `/payments/${ID}/approve`,
      succeeded({ payment: awaiting({ status: 'pending' }) }, TEAM_MESSAGES.approved),
    );
    await openAs('approver', api);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(api.callsTo('POST', `/payments/${ID}/approve`)).toHaveLength(1);
    expect(approveButton()).not.toBeInTheDocument();
  });

  it('declines with a reason, which is required', async () => {
    const api = apiWith(awaiting());
    const declined = awaiting({ status: 'declined', reason: 'Wrong vendor' });
    api.on('GET', `/payments/${ID}`, succeeded({ payment: awaiting() }), succeeded({ payment: declined }));
    api.on('POST', `/payments/${ID}/decline`, succeeded({ payment: declined }, TEAM_MESSAGES.declined));
    await openAs('approver', api);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this payment request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(within(dialog).getByText(TEAM_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', `/payments/${ID}/decline`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Wrong vendor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(api.callsTo('POST', `/payments/${ID}/decline`)[0]?.body).toEqual({ reason: 'Wrong vendor' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(declineButton()).not.toBeInTheDocument();
  });
});
