import { act, screen } from '@testing-library/react';
import { createNewCustomerApi, succeeded } from '../../testing/fakeApi';
import { dashboardStats, stateCounts } from '../../testing/fakeCustomerData';
import { renderWithCustomerContext, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { FirstPaymentInvite, FIRST_PAYMENT_TITLE } from './FirstPaymentInvite';

function renderInvite(approved: boolean, counts = dashboardStats()) {
  const api = createNewCustomerApi();
  api.on('GET', '/dashboard', succeeded({ stats: counts }));
  signInCustomer({ approved });
  return renderWithCustomerContext(<FirstPaymentInvite />, { source: api.source });
}

describe('the first payment invitation', () => {
  afterEach(() => signOutCustomer());

  it('invites an approved customer with no payment yet to the payment form', async () => {
    renderInvite(true);
    const invite = await screen.findByRole('region', { name: FIRST_PAYMENT_TITLE });
    expect(invite).toHaveTextContent('You can now make your first payment.');
    expect(screen.getByRole('link', { name: 'Make your first payment' })).toHaveAttribute(
      'href',
      '/dashboard/payments',
    );
  });

  it('says nothing to a customer who has made a payment request', async () => {
    renderInvite(true, dashboardStats({ byState: stateCounts({ pending: 1 }) }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: FIRST_PAYMENT_TITLE })).toBeNull();
  });

  it('says nothing before approval', async () => {
    renderInvite(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: FIRST_PAYMENT_TITLE })).toBeNull();
  });
});
