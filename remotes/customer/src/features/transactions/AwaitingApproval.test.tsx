import { screen, within } from '@testing-library/react';
import type { BusinessRole } from '@portal/contracts/roles';
import { createNewCustomerApi, succeeded } from '../../testing/fakeApi';
import { customerPayment, TEST_CUSTOMER } from '../../testing/fakeCustomerData';
import { renderCustomerArea, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { AWAITING_APPROVAL_TITLE } from './AwaitingApproval';

const OTHERS = customerPayment({
  reference: 'PAY-2001',
  status: 'awaiting_approval',
  madeBy: { id: 'member-2', name: 'Bola Ade' },
});
const MINE = customerPayment({
  reference: 'PAY-2002',
  status: 'awaiting_approval',
  madeBy: { id: TEST_CUSTOMER.id, name: TEST_CUSTOMER.name },
});

async function openHistoryAs(role: BusinessRole) {
  const api = createNewCustomerApi();
  api.on('GET', '/payments', succeeded({ payments: [OTHERS, MINE], nextCursor: null }));
  api.on(
    'GET',
    '/payments?status=awaiting_approval',
    succeeded({ payments: [OTHERS, MINE], nextCursor: null }),
  );
  signInCustomer({ businessRole: role });
  await renderCustomerArea('/dashboard/transactions', api.source);
  return api;
}

const approvals = () => screen.queryByRole('region', { name: AWAITING_APPROVAL_TITLE });

describe('the requests awaiting your approval', () => {
  afterEach(() => signOutCustomer());

  it.each<BusinessRole>(['approver', 'owner'])(
    'lists for an %s the waiting requests other members made, not their own',
    async (role) => {
      await openHistoryAs(role);
      const list = approvals();
      expect(list).not.toBeNull();
      expect(within(list as HTMLElement).getByRole('link', { name: 'PAY-2001' })).toBeInTheDocument();
      expect(within(list as HTMLElement).queryByRole('link', { name: 'PAY-2002' })).not.toBeInTheDocument();
    },
  );

  it.each<BusinessRole>(['maker', 'viewer'])('is not shown to a %s, nor asked for', async (role) => {
    const api = await openHistoryAs(role);
    expect(approvals()).toBeNull();
    expect(api.callsTo('GET', '/payments?status=awaiting_approval')).toHaveLength(0);
  });

  it('names the member who made each request in the history', async () => {
    await openHistoryAs('viewer');
    const history = screen.getByRole('region', { name: 'Transaction History' });
    expect(history).toHaveTextContent('Prepared by Bola Ade');
    expect(history).toHaveTextContent(`Prepared by ${TEST_CUSTOMER.name}`);
  });
});
