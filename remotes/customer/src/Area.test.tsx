import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createNewCustomerApi, refusedWith, succeeded } from './testing/fakeApi';
import { customerPayment, dashboardStats, paymentDetail } from './testing/fakeCustomerData';
import { renderCustomerArea, signInCustomer, signOutCustomer } from './testing/renderCustomerArea';

const SIDEBAR_ITEMS = [
  ['Overview', '/dashboard/overview'],
  ['Transaction History', '/dashboard/transactions'],
  ['Currency Converter', '/dashboard/currency-converter'],
  ['Profile Management', '/dashboard/profile'],
  ['Document Upload', '/dashboard/documents'],
  ['Payment Submission', '/dashboard/payments'],
  ['Bulk Payment', '/dashboard/bulk-payments'],
  ['Beneficiaries', '/dashboard/beneficiaries'],
  ['Team', '/dashboard/team'],
  ['Security', '/dashboard/security'],
  ['Developers', '/dashboard/developers'],
] as const;

const DASHBOARD_PAGES = ['/user-dashboard', ...SIDEBAR_ITEMS.map(([, path]) => path)];

const sidebar = () => screen.getByRole('navigation', { name: 'Customer Portal' });
const currentPath = () => screen.getByTestId('current-path').textContent;

describe('the customer area', () => {
  afterEach(() => signOutCustomer());

  it('sends /dashboard to /dashboard/overview', async () => {
    signInCustomer();
    await renderCustomerArea('/dashboard');
    expect(currentPath()).toBe('/dashboard/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Obi' })).toBeInTheDocument();
  });

  it.each(['/dashboard/unknown', '/user-dashboard/extra', '/dashboard/overview/deeper'])(
    'sends the undefined path %s to /',
    async (path) => {
      signInCustomer();
      await renderCustomerArea(path);
      expect(currentPath()).toBe('/');
      expect(screen.getByRole('heading', { name: 'Public home' })).toBeInTheDocument();
    },
  );

  it('titles the sidebar Customer Portal and lists its pages in order, then Security', async () => {
    signInCustomer();
    await renderCustomerArea('/dashboard/overview');
    expect(within(sidebar()).getByRole('heading', { name: 'Customer Portal' })).toBeInTheDocument();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SIDEBAR_ITEMS);
  });

  it.each(SIDEBAR_ITEMS)('marks %s as the current page at %s, and only it', async (label, path) => {
    signInCustomer();
    await renderCustomerArea(path);
    const current = within(sidebar())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('moves between every page through the sidebar', async () => {
    signInCustomer();
    const user = userEvent.setup();
    await renderCustomerArea('/user-dashboard');
    const headings: Record<string, string> = {
      Overview: 'Welcome, Ada Obi',
      'Transaction History': 'Transaction History',
      'Currency Converter': 'Currency Converter',
      'Profile Management': 'Profile Management',
      'Document Upload': 'Document Upload',
      'Payment Submission': 'Payment Submission',
      'Bulk Payment': 'Bulk Payment',
      Beneficiaries: 'Beneficiaries',
      Team: 'Team',
      Security: 'Account security',
      Developers: 'Developers',
    };
    for (const [label, path] of SIDEBAR_ITEMS) {
      await user.click(within(sidebar()).getByRole('link', { name: label }));
      expect(currentPath()).toBe(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(headings[label] ?? '');
      const page = label === 'Security' ? 'Account security' : label;
      expect(document.title).toBe(`${page} · Customer Portal · VendorBridge`);
    }
  });

  it.each(DASHBOARD_PAGES)(
    "shows 'Account Pending Approval' on %s to a new customer, starting with the profile",
    async (path) => {
      signInCustomer({ approved: false });
      await renderCustomerArea(path);
      const banner = screen.getByRole('region', { name: 'Account Pending Approval' });
      // Nothing is in yet, so nothing is said to be under review (issue 31.4).
      expect(banner).not.toHaveTextContent(/under review/);
      // The profile is empty: the first step is the profile (the checklist's order), not the documents.
      await waitFor(() => expect(banner).toHaveTextContent(/start with your company profile/));
      if (path === '/dashboard/profile') {
        // No button to the page it sits on.
        expect(within(banner).queryByRole('link')).toBeNull();
      } else {
        expect(within(banner).getByRole('link', { name: 'Complete Profile' })).toHaveAttribute(
          'href',
          '/dashboard/profile',
        );
      }
    },
  );

  it.each(DASHBOARD_PAGES)('shows no approval banner on %s to an approved customer', async (path) => {
    signInCustomer({ approved: true });
    await renderCustomerArea(path);
    expect(screen.queryByText('Account Pending Approval')).toBeNull();
  });

  it('takes a new customer from the banner to the profile, the first step', async () => {
    signInCustomer({ approved: false });
    const user = userEvent.setup();
    await renderCustomerArea('/dashboard/documents');
    const banner = screen.getByRole('region', { name: 'Account Pending Approval' });
    await user.click(await within(banner).findByRole('link', { name: 'Complete Profile' }));
    expect(currentPath()).toBe('/dashboard/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Management' })).toBeInTheDocument();
  });
});

describe('the welcome page', () => {
  afterEach(() => signOutCustomer());

  it.each(['/user-dashboard', '/dashboard/overview'])(
    'at %s links its cards (while onboarding) to the transaction history and the document upload, real pages',
    async (path) => {
      signInCustomer({ approved: false });
      await renderCustomerArea(path);
      const main = screen.getByRole('main');
      expect(within(main).getByRole('link', { name: 'View transactions' })).toHaveAttribute(
        'href',
        '/dashboard/transactions',
      );
      expect(within(main).getByRole('link', { name: 'Open documents' })).toHaveAttribute(
        'href',
        '/dashboard/documents',
      );
      expect(within(main).queryByRole('link', { name: /customer\// })).toBeNull();
    },
  );

  it.each([
    [true, 'Approved'],
    // Nothing sent yet: the review has not started (issue 31), as the checklist says.
    [false, 'Not started'],
  ])(
    'with approved=%s shows a new customer 0 pending payments, 0 completed transactions and status %s',
    async (approved, status) => {
      signInCustomer({ approved });
      await renderCustomerArea('/user-dashboard');
      const stats = screen.getByRole('region', { name: 'Quick Stats' });
      const valueOf = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
      expect(valueOf('Pending Payments')).toBe('0');
      expect(valueOf('Completed Transactions')).toBe('0');
      expect(valueOf('Approval Status')).toBe(status);
    },
  );

  it('quick stats count from the server', async () => {
    signInCustomer();
    const api = createNewCustomerApi();
    api.on(
      'GET',
      '/dashboard',
      succeeded({ stats: dashboardStats({ pendingPayments: 3, completedTransactions: 7, rejected: 2 }) }),
    );
    await renderCustomerArea('/user-dashboard', api.source);
    const stats = screen.getByRole('region', { name: 'Quick Stats' });
    const valueOf = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(valueOf('Pending Payments')).toBe('3');
    expect(valueOf('Completed Transactions')).toBe('7');
    expect(api.callsTo('GET', '/dashboard')).toHaveLength(1);
  });

  it('says the counts could not be loaded instead of showing a number, and reads them again on Retry', async () => {
    signInCustomer();
    const api = createNewCustomerApi();
    api.on(
      'GET',
      '/dashboard',
      refusedWith(500, 'Internal error'),
      succeeded({ stats: dashboardStats({ pendingPayments: 1, completedTransactions: 0, rejected: 0 }) }),
    );
    const user = userEvent.setup();
    await renderCustomerArea('/user-dashboard', api.source);
    const stats = screen.getByRole('region', { name: 'Quick Stats' });
    const valueOf = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(valueOf('Pending Payments')).toBe('—');
    await user.click(within(stats).getByRole('button', { name: 'Retry' }));
    expect(await within(stats).findByText('1')).toBeInTheDocument();
  });

  it('shows the account setup checklist beside the approval banner', async () => {
    signInCustomer({ approved: false });
    await renderCustomerArea('/user-dashboard');
    expect(screen.getByRole('region', { name: 'Account Pending Approval' })).toBeInTheDocument();
    const checklist = screen.getByRole('region', { name: 'Account setup' });
    // Nothing submitted yet: nothing is in review (issue 31).
    expect(within(checklist).getByRole('listitem', { name: 'Approval' })).toHaveTextContent('Not started');
  });
});

describe('the home of an approved customer (issue 31: where work starts)', () => {
  afterEach(() => signOutCustomer());

  const paid = customerPayment({ reference: 'PAY-1101', status: 'sent', recipientCompany: 'Müller GmbH' });
  const waiting = customerPayment({
    reference: 'PAY-1102',
    status: 'awaiting_approval',
    recipientCompany: 'Shenzhen Textile Co.',
    madeBy: { id: 'member-2', name: 'Bola Ade' },
  });

  function apiWithPayments() {
    const api = createNewCustomerApi();
    api.on('GET', '/payments', succeeded({ payments: [waiting, paid], nextCursor: null }));
    api.on('GET', '/payments?status=awaiting_approval', succeeded({ payments: [waiting], nextCursor: null }));
    api.on(
      'GET',
      '/dashboard',
      succeeded({ stats: dashboardStats({ pendingPayments: 1, completedTransactions: 1 }) }),
    );
    return api;
  }

  it('offers New payment, the payments awaiting their approval and the recent payments, each linked; no onboarding prompts', async () => {
    signInCustomer({ approved: true, businessRole: 'owner' });
    await renderCustomerArea('/dashboard/overview', apiWithPayments().source);
    const main = screen.getByRole('main');

    expect(within(main).getByRole('link', { name: 'New payment' })).toHaveAttribute(
      'href',
      '/dashboard/payments',
    );
    const awaiting = await within(main).findByRole('region', { name: 'Awaiting your approval' });
    expect(within(awaiting).getByRole('link', { name: 'PAY-1102' })).toHaveAttribute(
      'href',
      `/dashboard/payments/${waiting.id}`,
    );
    const recent = await within(main).findByRole('region', { name: 'Recent payments' });
    expect(within(recent).getByRole('link', { name: 'PAY-1101' })).toHaveAttribute(
      'href',
      `/dashboard/payments/${paid.id}`,
    );
    expect(within(main).getByRole('link', { name: 'All payments' })).toHaveAttribute(
      'href',
      '/dashboard/transactions',
    );
    expect(within(main).queryByRole('link', { name: 'Open documents' })).toBeNull();
    expect(within(main).queryByRole('region', { name: 'Account setup' })).toBeNull();
  });

  it('shows a maker no approvals to give, and a viewer no New payment', async () => {
    signInCustomer({ approved: true, businessRole: 'maker' });
    const { unmount } = await renderCustomerArea('/dashboard/overview', apiWithPayments().source);
    await screen.findByRole('region', { name: 'Recent payments' });
    expect(screen.getByRole('link', { name: 'New payment' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Awaiting your approval' })).toBeNull();
    unmount();
    signOutCustomer();

    signInCustomer({ approved: true, businessRole: 'viewer' });
    await renderCustomerArea('/dashboard/overview', apiWithPayments().source);
    await screen.findByRole('region', { name: 'Recent payments' });
    expect(screen.queryByRole('link', { name: 'New payment' })).toBeNull();
  });
});

describe('the payment request route', () => {
  afterEach(() => signOutCustomer());

  it('shows /dashboard/payments/:id inside the customer layout', async () => {
    signInCustomer();
    const api = createNewCustomerApi();
    const payment = paymentDetail({ reference: 'PAY-1077' });
    api.on('GET', `/payments/${payment.id}`, succeeded({ payment }));
    await renderCustomerArea(`/dashboard/payments/${payment.id}`, api.source);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment request PAY-1077' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Customer Portal' })).toBeInTheDocument();
    expect(document.title).toBe('Payment request · Customer Portal · VendorBridge');
  });

  it('marks Transaction History in the sidebar there, the list a request is opened from', async () => {
    signInCustomer();
    const api = createNewCustomerApi();
    const payment = paymentDetail({ reference: 'PAY-1079' });
    api.on('GET', `/payments/${payment.id}`, succeeded({ payment }));
    await renderCustomerArea(`/dashboard/payments/${payment.id}`, api.source);
    const current = within(sidebar())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Transaction History']);
  });

  it('goes from a row of the transaction history to its request', async () => {
    signInCustomer();
    const api = createNewCustomerApi();
    const payment = paymentDetail({ reference: 'PAY-1078' });
    api.on('GET', '/payments', succeeded({ payments: [payment], nextCursor: null }));
    api.on('GET', `/payments/${payment.id}`, succeeded({ payment }));
    const user = userEvent.setup();
    await renderCustomerArea('/dashboard/transactions', api.source);
    await user.click(await screen.findByRole('link', { name: 'PAY-1078' }));
    expect(currentPath()).toBe(`/dashboard/payments/${payment.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment request PAY-1078' }),
    ).toBeInTheDocument();
  });
});
