import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/auth';
import { renderAdmin } from './testing/renderAdmin';

const currentPath = () => screen.getByTestId('current-path').textContent;
const sidebar = () => screen.getByRole('navigation', { name: 'Admin Portal' });

describe('admin area routes', () => {
  it('sends /admin to the dashboard', async () => {
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard');
  });

  it.each([
    ['/admin-dashboard', 'Admin Dashboard'],
    ['/admin/dashboard', 'Admin Dashboard'],
    ['/admin/pending-registrations', 'Pending Registrations'],
    ['/admin/document-approvals', 'Document Approvals'],
    ['/admin/payment-requests', 'Payment Requests'],
    ['/admin/payment-requests/6f1c2a44-0d7e-4c55-9d7a-1a2b3c4d5e01', 'Payment Request'],
    ['/admin/screening', 'Screening'],
    ['/admin/bank-account', 'Bank Account'],
    ['/admin/audit', 'Audit Log'],
    ['/admin/staff', 'Staff'],
    ['/admin/security', 'Account security'],
  ])('shows %s', async (path, heading) => {
    renderAdmin(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it("keeps Payment Requests current in the sidebar on a request's detail", async () => {
    renderAdmin('/admin/payment-requests/6f1c2a44-0d7e-4c55-9d7a-1a2b3c4d5e01');
    await screen.findByRole('heading', { level: 1, name: 'Payment Request' });
    expect(within(sidebar()).getByRole('link', { name: 'Payment Requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each(['/admin/unknown', '/admin/dashboard/extra', '/admin-dashboard/settings'])(
    'sends the unknown path %s to /',
    async (path) => {
      renderAdmin(path);
      expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
      expect(currentPath()).toBe('/');
    },
  );
});

describe('admin layout', () => {
  it("has a sidebar titled 'Admin Portal' with the five pages in order, then the Audit Log, Staff and Security", async () => {
    renderAdmin('/admin/dashboard');
    expect(within(sidebar()).getByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(
      within(sidebar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Pending Registrations',
      'Document Approvals',
      'Payment Requests',
      'Screening',
      'Bank Account',
      'Audit Log',
      'Staff',
      'Security',
    ]);
    await screen.findByText('Total Users', { selector: 'dt' });
  });

  it('marks the current page in the sidebar, and follows the admin through it', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard');
    const link = (name: string) => within(sidebar()).getByRole('link', { name });
    expect(link('Dashboard')).toHaveAttribute('aria-current', 'page');

    await user.click(link('Payment Requests'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Requests' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/payment-requests');
    expect(link('Payment Requests')).toHaveAttribute('aria-current', 'page');
    expect(link('Dashboard')).not.toHaveAttribute('aria-current');
  });

  it('marks Dashboard as the current page on /admin-dashboard too', async () => {
    renderAdmin('/admin-dashboard');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screen.findByText('Total Users', { selector: 'dt' });
  });

  it('logs the admin out from the header and goes to /', async () => {
    const user = userEvent.setup();
    sessionStore.login(
      { id: 'adm-1', name: 'Ada Admin', email: 'admin@vendorbridge.ng', role: 'admin', approved: true },
      'token',
    );
    renderAdmin('/admin/bank-account');
    const header = screen.getByRole('region', { name: 'Admin account' });
    // The navbar's Welcome is the one identity; the header keeps only Logout.
    expect(header).not.toHaveTextContent('Ada Admin');

    await user.click(within(header).getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
