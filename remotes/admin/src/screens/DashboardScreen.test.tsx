import { screen, within } from '@testing-library/react';
import { createSampleAdminDataSource } from '../data-source';
import { fakeAdminDataSource } from '../testing/fakeAdminDataSource';
import { renderWithSource } from '../testing/renderAdmin';
import { DashboardScreen } from './DashboardScreen';

describe('admin dashboard', () => {
  it('shows the fixed counts: 12 pending registrations, 8 document approvals, 5 payment requests, 45 users', async () => {
    renderWithSource(<DashboardScreen />, createSampleAdminDataSource());
    const stat = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;
    expect(await stat('Pending Registrations')).toHaveTextContent('12');
    expect(await stat('Document Approvals')).toHaveTextContent('8');
    expect(await stat('Payment Requests')).toHaveTextContent('5');
    expect(await stat('Total Users')).toHaveTextContent('45');
  });

  it('links its quick actions to the admin pages', async () => {
    renderWithSource(<DashboardScreen />, createSampleAdminDataSource());
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    const hrefs = within(actions)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/pending-registrations',
      '/admin/document-approvals',
      '/admin/payment-requests',
      '/admin/bank-account',
    ]);
    await screen.findByText('12');
  });

  it('lists recent activity, newest first, with how long ago it happened', async () => {
    const now = Date.now();
    const source = fakeAdminDataSource({
      getDashboardStats: () =>
        Promise.resolve({
          pendingRegistrations: 12,
          documentApprovals: 8,
          paymentRequests: 5,
          totalUsers: 45,
        }),
      listRecentActivity: () =>
        Promise.resolve([
          {
            id: 'a1',
            kind: 'registration',
            description: 'New registration from Kelechi Umeh (Umeh Builders Ltd)',
            occurredAt: new Date(now - 2 * 3_600_000).toISOString(),
          },
          {
            id: 'a2',
            kind: 'payment',
            description: 'Payment request to Hartwell Packaging Ltd approved',
            occurredAt: new Date(now - 3 * 86_400_000).toISOString(),
          },
        ]),
    });
    renderWithSource(<DashboardScreen />, source);
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    const items = await within(activity).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'New registration from Kelechi Umeh (Umeh Builders Ltd)2 hours ago',
      'Payment request to Hartwell Packaging Ltd approved3 days ago',
    ]);
  });

  it('says so when the figures cannot be loaded', async () => {
    renderWithSource(<DashboardScreen />, fakeAdminDataSource());
    expect(
      await screen.findByText(
        'The dashboard figures could not be loaded. Please reload the page to try again.',
      ),
    ).toBeInTheDocument();
  });
});
