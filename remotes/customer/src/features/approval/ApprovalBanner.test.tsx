import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { sessionStore } from '@portal/auth';
import { CUSTOMER_MESSAGES } from '@portal/contracts/customerMessages';
import { LIVE_INTERVAL_MS, onboardingAwaitsReview } from '../../api/liveReads';
import { createNewCustomerApi, succeeded } from '../../testing/fakeApi';
import { newCustomerOnboarding } from '../../testing/fakeCustomerData';
import { renderCustomerArea, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';

afterEach(() => signOutCustomer());

/** A signed-in, not yet approved customer with a complete profile and one document in. */
function oneDocumentInApi() {
  signInCustomer({ approved: false });
  const api = createNewCustomerApi();
  api.on(
    'GET',
    '/onboarding',
    succeeded({
      onboarding: newCustomerOnboarding({
        profile: { complete: true, missing: [] },
        documents: {
          uploaded: ['bvn'],
          pending: 1,
          approved: 0,
          rejected: 0,
          rejections: [],
          submittedAt: '2026-11-27T09:00:00.000Z',
        },
      }),
    }),
  );
  return api;
}

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
    // Nothing is said to be under review before the state is known (issue 31.4).
    expect(banner).toHaveTextContent('Checking where your account stands…');
    expect(banner).not.toHaveTextContent('under review');
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
    expect(within(banner).getByRole('link', { name: 'Complete Profile' })).toBeVisible();
  });

  it('offers no button to the page it sits on: no Upload Documents on the documents page', async () => {
    const api = oneDocumentInApi();
    await renderCustomerArea('/dashboard/documents', api.source);
    const banner = screen.getByRole('region', { name: CUSTOMER_MESSAGES.accountPendingApproval });
    await waitFor(() => expect(banner).toHaveTextContent('Please upload the documents still missing'));
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  it('keeps its Upload Documents button on the other pages', async () => {
    const api = oneDocumentInApi();
    await renderCustomerArea('/dashboard/overview', api.source);
    const banner = screen.getByRole('region', { name: CUSTOMER_MESSAGES.accountPendingApproval });
    expect(await within(banner).findByRole('link', { name: 'Upload Documents' })).toHaveAttribute(
      'href',
      '/dashboard/documents',
    );
  });
});

describe('the approval banner, live (issue 31)', () => {
  const submittedOnboarding = (status: 'pending' | 'approved' | 'rejected') =>
    newCustomerOnboarding({
      registration: {
        status,
        reason: null,
        decidedAt: status === 'approved' ? '2026-11-28T10:00:00.000Z' : null,
      },
      profile: { complete: true, missing: [] },
      documents: {
        uploaded: ['bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo'],
        pending: 0,
        approved: 5,
        rejected: 0,
        rejections: [],
        submittedAt: '2026-11-27T09:00:00.000Z',
      },
    });

  it('goes away, without a reload, once staff approved the business and the page is looked at again', async () => {
    signInCustomer({ approved: false });
    const api = createNewCustomerApi();
    api.on('GET', '/onboarding', succeeded({ onboarding: submittedOnboarding('pending') }));
    await renderCustomerArea('/dashboard/overview', api.source);
    const banner = await screen.findByRole('region', { name: CUSTOMER_MESSAGES.accountPendingApproval });
    await waitFor(() => expect(banner).toHaveTextContent('Everything is submitted'));

    // Staff approve meanwhile; the customer comes back to the tab.
    api.on('GET', '/onboarding', succeeded({ onboarding: submittedOnboarding('approved') }));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: CUSTOMER_MESSAGES.accountPendingApproval })).toBeNull(),
    );
    expect(sessionStore.getState().user?.approved).toBe(true);
    act(() => focusManager.setFocused(undefined));
  });

  it('says a refused registration is not approved, never pending, in the banner and the quick stats', async () => {
    signInCustomer({ approved: false });
    const api = createNewCustomerApi();
    const onboarding = submittedOnboarding('rejected');
    onboarding.registration.reason = 'The CAC certificate is unreadable';
    api.on('GET', '/onboarding', succeeded({ onboarding }));
    await renderCustomerArea('/dashboard/overview', api.source);
    const banner = await screen.findByRole('region', { name: 'Registration not approved' });
    expect(banner).toHaveTextContent('The CAC certificate is unreadable');
    expect(screen.queryByRole('region', { name: CUSTOMER_MESSAGES.accountPendingApproval })).toBeNull();
    const stats = screen.getByRole('region', { name: 'Quick Stats' });
    await waitFor(() =>
      expect(within(stats).getByText('Approval Status').nextElementSibling).toHaveTextContent('Not approved'),
    );
  });

  it('reads again on its own, at a short interval, while the account is under review', () => {
    expect(onboardingAwaitsReview(submittedOnboarding('pending'))).toBe(true);
    expect(onboardingAwaitsReview(submittedOnboarding('approved'))).toBe(false);
    // A brand-new customer has nothing in review: nothing to wait for.
    expect(onboardingAwaitsReview(newCustomerOnboarding())).toBe(false);
    expect(LIVE_INTERVAL_MS).toBeLessThanOrEqual(30_000);
  });
});
