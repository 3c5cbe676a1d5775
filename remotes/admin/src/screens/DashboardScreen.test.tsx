import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, refuse, succeed, type FakeCall } from '../testing/fakeApi';
import { activityFixture, statsFixture } from '../testing/fixtures';
import { renderWithSource } from '../testing/renderAdmin';
import { DASHBOARD_LOADING, DashboardScreen } from './DashboardScreen';

/** The figure of the stat card `label`, once it has loaded (a placeholder stands in its place before). */
const stat = (label: string) =>
  waitFor(() => {
    const figure = screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(figure?.querySelector('.skeleton-line')).toBeNull();
    return figure;
  });

function setup(respond: (call: FakeCall) => Response) {
  const api = fakeApi(respond);
  renderWithSource(<DashboardScreen />, api.source);
  return { ...api, user: userEvent.setup() };
}

const SCREENING_OFF = { list: { loaded: false, entries: 0, loadedAt: null, fileName: null }, held: 0 };

const answers =
  (activity = [activityFixture()]) =>
  (call: FakeCall) => {
    if (call.path === '/admin/dashboard')
      return succeed({
        stats: statsFixture({
          pendingRegistrations: 3,
          documentApprovals: 2,
          paymentRequests: 7,
          totalUsers: 1250,
        }),
      });
    if (call.path === '/admin/screening/status') return succeed(SCREENING_OFF);
    return succeed({ activity });
  };

describe('admin dashboard', () => {
  it('shows one loading line under its header until its first reads answer, then every section at once', async () => {
    setup(answers());
    // Before the answers: the header and one status line, no section that a warning could push down.
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(DASHBOARD_LOADING);
    expect(screen.queryByRole('region', { name: 'At a glance' })).toBeNull();
    expect(screen.queryByText(/Sanctions screening/)).toBeNull();

    // Then the screening line and the figures arrive together, the warning above the figures in its place.
    expect(await stat('Payments to Review')).toHaveTextContent('7');
    expect(screen.getByText(/Sanctions screening is off/)).toBeInTheDocument();
    expect(screen.queryByText(DASHBOARD_LOADING)).toBeNull();
  });

  it("shows the server's counts, the payments waiting for review named as what they count", async () => {
    const { calls } = setup(answers());
    expect(await stat('Pending Registrations')).toHaveTextContent('3');
    expect(await stat('Document Approvals')).toHaveTextContent('2');
    expect(await stat('Payments to Review')).toHaveTextContent('7');
    expect(await stat('Total Users')).toHaveTextContent('1,250');
    // Beside its counts and activity, whether sanctions screening is on (D44).
    expect(calls.map((call) => call.path)).toEqual([
      '/admin/dashboard',
      '/admin/screening/status',
      '/admin/activity?limit=10',
    ]);
  });

  it('links its quick actions to the admin pages', async () => {
    setup(answers());
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    const hrefs = within(actions)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/pending-registrations',
      '/admin/document-approvals',
      '/admin/payment-requests',
      '/admin/bank-account',
    ]);
    await stat('Total Users');
  });

  it('lists the audit record newest first: what happened, who did it, how long ago, and why', async () => {
    const now = Date.now();
    setup(
      answers([
        activityFixture({
          id: 'a1',
          description: 'Documents of Lagos Agro Exports Ltd rejected',
          actor: 'ada.admin@vendorbridge.local',
          reason: 'CAC certificate missing',
          occurredAt: new Date(now - 2 * 3_600_000).toISOString(),
        }),
        activityFixture({
          id: 'a2',
          kind: 'registration',
          description: 'Registration of Okonkwo Textiles Ltd approved',
          actor: null,
          occurredAt: new Date(now - 3 * 86_400_000).toISOString(),
        }),
      ]),
    );
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });
    const items = await within(activity).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Documents of Lagos Agro Exports Ltd rejectedReason: CAC certificate missingby ada.admin@vendorbridge.local, 2 hours ago',
      'Registration of Okonkwo Textiles Ltd approved3 days ago',
    ]);
  });

  it('keeps a payment\'s status change "Awaiting VendorBridge review → Approved" on one line', async () => {
    setup(
      answers([
        activityFixture({
          kind: 'payment',
          description:
            'Payment request PAY-1026 of Ngozi Eze (€4,200.00): Awaiting VendorBridge review → Approved',
        }),
      ]),
    );
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });
    const change = await within(activity).findByText('Awaiting VendorBridge review → Approved');
    expect(change).toHaveClass('activity-status-change');
  });

  it('says when nothing has been recorded yet, and where to start', async () => {
    setup(answers([]));
    expect(await screen.findByText('No activity has been recorded yet.')).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getByRole('link', { name: 'Review pending registrations' })).toHaveAttribute(
      'href',
      '/admin/pending-registrations',
    );
  });

  it('says so when the figures cannot be loaded, and Retry reads them again', async () => {
    let failing = true;
    const { user, calls } = setup((call) =>
      failing && call.path === '/admin/dashboard' ? refuse(503, 'Service unavailable') : answers()(call),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard figures could not be loaded.');
    expect(screen.queryByText('Total Users')).toBeNull();

    failing = false;
    const readsBefore = calls.filter((call) => call.path === '/admin/dashboard').length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await stat('Total Users')).toHaveTextContent('1,250');
    expect(calls.filter((call) => call.path === '/admin/dashboard')).toHaveLength(readsBefore + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the activity cannot be loaded, and keeps the counts', async () => {
    setup((call) => (call.path === '/admin/dashboard' ? answers()(call) : refuse(500, 'Internal error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The recent activity could not be loaded.');
    expect(await stat('Total Users')).toHaveTextContent('1,250');
  });
});
