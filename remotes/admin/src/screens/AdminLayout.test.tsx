import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/auth';
import { renderAdmin } from '../testing/renderAdmin';

const adaAdmin = {
  id: 'adm-1',
  name: 'Ada Admin',
  email: 'admin@vendorbridge.ng',
  role: 'admin' as const,
  approved: true,
};

describe('admin layout header', () => {
  afterEach(() => act(() => sessionStore.logout()));

  it('names no one, since the navbar already says who is signed in', async () => {
    act(() => sessionStore.login(adaAdmin, 'token'));
    renderAdmin('/admin/bank-account');
    const header = screen.getByRole('region', { name: 'Admin account' });
    expect(header).not.toHaveTextContent('Ada Admin');
    expect(header).not.toHaveTextContent(/signed in|welcome/i);
    await screen.findByRole('heading', { level: 1, name: 'Bank Account' });
  });

  it.each([
    ['/admin/payment-requests', 'Admin Portal / Payment Requests'],
    ['/admin-dashboard', 'Admin Portal / Dashboard'],
  ])('says where the admin is on %s', async (path, context) => {
    renderAdmin(path);
    const header = screen.getByRole('region', { name: 'Admin account' });
    expect(within(header).getByText(context)).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1 });
  });

  it("keeps the one Log Out button, spelled as on the customer's menu, which signs out and goes to /", async () => {
    const user = userEvent.setup();
    act(() => sessionStore.login(adaAdmin, 'token'));
    renderAdmin('/admin/dashboard');
    const header = screen.getByRole('region', { name: 'Admin account' });
    await user.click(within(header).getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('has no menu toggle of its own: on a phone the shell menu holds these links', async () => {
    renderAdmin('/admin/dashboard');
    const sidebar = screen.getByRole('navigation', { name: 'Admin Portal' });
    expect(within(sidebar).queryByRole('button')).toBeNull();
    await screen.findByText('Total Users', { selector: 'dt' });
  });
});
