import { screen } from '@testing-library/react';
import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import type { BusinessRole } from '@portal/contracts/roles';
import { createNewCustomerApi, succeeded } from '../../testing/fakeApi';
import { paymentDetail, TEST_CUSTOMER } from '../../testing/fakeCustomerData';
import { renderCustomerArea, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';

const ID = '10000000-0000-4000-8000-000000000028';
const OWN = { id: TEST_CUSTOMER.id, name: TEST_CUSTOMER.name };

async function open(role: BusinessRole, overrides: Partial<PaymentDetail>) {
  const api = createNewCustomerApi();
  api.on(
    'GET',
    `/payments/${ID}`,
    succeeded({
      payment: paymentDetail({
        id: ID,
        reference: 'PAY-1028',
        status: 'awaiting_approval',
        madeBy: OWN,
        ...overrides,
      }),
    }),
  );
  signInCustomer({ businessRole: role });
  await renderCustomerArea(`/dashboard/payments/${ID}`, api.source);
}

const notice = () => screen.queryByTestId('nobody-to-approve');

describe('a request nobody can approve yet (issue 31)', () => {
  afterEach(() => signOutCustomer());

  it('tells the owner who prepared it that the invited approver has not joined, with the way to Team', async () => {
    await open('owner', { approvers: { others: 0, invited: 1 } });
    expect(await screen.findByTestId('nobody-to-approve')).toHaveTextContent(
      'Nobody can approve this request yet.',
    );
    expect(notice()).toHaveTextContent('One approver is invited but has not joined yet');
    expect(screen.getByRole('link', { name: 'Go to Team' })).toHaveAttribute('href', '/dashboard/team');
  });

  it('asks the owner to invite an approver when nobody is invited', async () => {
    await open('owner', { approvers: { others: 0, invited: 0 } });
    expect(await screen.findByTestId('nobody-to-approve')).toHaveTextContent(
      'Invite an approver to your team.',
    );
  });

  it('tells a maker to ask the owner, without a Team link they cannot use', async () => {
    await open('maker', { approvers: { others: 0, invited: 0 } });
    expect(await screen.findByTestId('nobody-to-approve')).toHaveTextContent(
      'Ask your business’s owner to invite an approver.',
    );
    expect(screen.queryByRole('link', { name: 'Go to Team' })).not.toBeInTheDocument();
  });

  it('says nothing when another member may approve it, or when the server does not say', async () => {
    await open('owner', { approvers: { others: 1, invited: 0 } });
    expect(await screen.findByText('PAY-1028')).toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
    signOutCustomer();
  });
});
