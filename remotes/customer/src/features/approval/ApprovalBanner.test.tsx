import { act, screen, within } from '@testing-library/react';
import { CUSTOMER_MESSAGES } from '@portal/contracts';
import { createNewCustomerApi } from '../../testing/fakeApi';
import { renderCustomerArea, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';

afterEach(() => signOutCustomer());

describe('the approval banner', () => {
  it('keeps the room of its next step while it is read, then says the step with its link', async () => {
    signInCustomer({ approved: false });
    const api = createNewCustomerApi();
    const read = api.source.getOnboarding.bind(api.source);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.source.getOnboarding = () => answered.then(read);

    const { container } = await renderCustomerArea('/dashboard/overview', api.source);
    const banner = screen.getByRole('region', { name: CUSTOMER_MESSAGES.accountPendingApproval });
    expect(banner).toHaveAttribute('aria-busy', 'true');
    expect(banner).toHaveTextContent('Your account is under review.');
    // The button's place is held by a placeholder nobody sees or hears.
    const placeholder = container.querySelector('.approval-banner-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();

    await act(async () => {
      answer();
      await answered;
    });
    expect(banner).toHaveAttribute('aria-busy', 'false');
    expect(container.querySelector('.approval-banner-placeholder')).toBeNull();
    expect(within(banner).getByRole('link', { name: /upload/i })).toBeVisible();
  });
});
