import { queryClient } from '@portal/query-client';
import { sessionStore } from '@portal/auth';
import { createCustomerDataSource } from './api/createCustomerDataSource';
import { customerKeys } from './api/customerQueries';
import { prefetch } from './prefetch';
import { signInCustomer } from './testing/renderCustomerArea';

jest.mock('./api/createCustomerDataSource', () => ({ createCustomerDataSource: jest.fn() }));
const source = { getOnboarding: jest.fn(), getDashboard: jest.fn() };

beforeEach(() => {
  source.getOnboarding.mockReset().mockResolvedValue({ step: 'onboarding' });
  source.getDashboard.mockReset().mockResolvedValue({ stats: 'dashboard' });
  (createCustomerDataSource as jest.Mock).mockReturnValue(source);
  queryClient.clear();
});
afterEach(() => sessionStore.logout());

describe("the customer area's first reads, started before it renders", () => {
  it("reads the overview's counts and onboarding into the page's cache under the screens' keys", async () => {
    signInCustomer({ approved: false });
    prefetch('/dashboard/overview');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(customerKeys.dashboard)).toEqual({ stats: 'dashboard' });
    expect(queryClient.getQueryData(customerKeys.onboarding)).toEqual({ step: 'onboarding' });
  });

  it("reads only the approval banner's onboarding on another page, and nothing for an approved customer", () => {
    signInCustomer({ approved: false });
    prefetch('/dashboard/payments');
    expect(source.getOnboarding).toHaveBeenCalledTimes(1);
    expect(source.getDashboard).not.toHaveBeenCalled();
    signInCustomer({ approved: true });
    prefetch('/dashboard/payments');
    expect(source.getOnboarding).toHaveBeenCalledTimes(1);
  });

  it('reads nothing without a signed-in customer', () => {
    prefetch('/dashboard/overview');
    expect(source.getOnboarding).not.toHaveBeenCalled();
    expect(source.getDashboard).not.toHaveBeenCalled();
  });
});
