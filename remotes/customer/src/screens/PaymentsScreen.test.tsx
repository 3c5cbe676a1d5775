import { screen } from '@testing-library/react';
import { createNewCustomerApi } from '../testing/fakeApi';
import { renderCustomerArea, signInCustomer, signOutCustomer } from '../testing/renderCustomerArea';

describe('the Payment Submission page', () => {
  afterEach(() => signOutCustomer());

  it('says who approves a request as every other page does: VendorBridge, after the team approver when the policy applies', async () => {
    signInCustomer({ businessRole: 'maker', approved: true });
    await renderCustomerArea('/dashboard/payments', createNewCustomerApi().source);
    await screen.findByRole('heading', { level: 1, name: 'Payment Submission' });
    expect(
      screen.getByText(
        "Request a payment to a vendor abroad. VendorBridge reviews every request; if your team's approval policy applies, an approver in your team approves it first.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/administrator/i)).not.toBeInTheDocument();
  });
});
