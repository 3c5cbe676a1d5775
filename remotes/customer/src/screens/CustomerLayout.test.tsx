import { act, screen } from '@testing-library/react';
import { CUSTOMER_MESSAGES } from '@portal/contracts';
import { createNewCustomerApi } from '../testing/fakeApi';
import { renderCustomerArea, signInCustomer, signOutCustomer } from '../testing/renderCustomerArea';

afterEach(() => signOutCustomer());

describe('the customer frame', () => {
  it('shows nothing of a page until the approval banner can say its words, then both at once', async () => {
    signInCustomer({ approved: false });
    const api = createNewCustomerApi();
    const read = api.source.getOnboarding.bind(api.source);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.source.getOnboarding = () => answered.then(read);
    const dashboardReads = jest.spyOn(api.source, 'getDashboard');

    await renderCustomerArea('/dashboard/overview', api.source);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // The page's own read goes out beside the onboarding read, not after it.
    expect(dashboardReads).toHaveBeenCalled();

    await act(async () => {
      answer();
      await answered;
    });
    expect(
      await screen.findByRole('heading', { name: CUSTOMER_MESSAGES.accountPendingApproval }),
    ).toBeVisible();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it("does not hold an approved customer's page for the onboarding state", async () => {
    signInCustomer({ approved: true });
    const api = createNewCustomerApi();
    // An onboarding read that never answers: the frame must not wait for it.
    api.source.getOnboarding = () => new Promise(() => {});
    await renderCustomerArea('/dashboard/overview', api.source);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: CUSTOMER_MESSAGES.accountPendingApproval }),
    ).not.toBeInTheDocument();
  });
});
