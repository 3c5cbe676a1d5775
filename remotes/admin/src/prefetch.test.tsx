import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@portal/query-client';
import { RequestError, sessionStore } from '@portal/auth';
import type { StaffRole } from '@portal/contracts';
import { adminKeys, AdminDataSourceProvider, createServerAdminDataSource } from './api';
import { RECENT_ACTIVITY_LIMIT } from './features/dashboard';
import { prefetch } from './prefetch';
import { DashboardScreen } from './screens';
import { completeSource } from './testing/fakeAdminDataSource';
import { activityFixture, statsFixture } from './testing/fixtures';
import { signInStaff, signOutStaff } from './testing/signInStaff';

jest.mock('./api/server/createServerAdminDataSource', () => ({ createServerAdminDataSource: jest.fn() }));
const source = { getDashboardStats: jest.fn(), listRecentActivity: jest.fn() };
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  source.getDashboardStats.mockReset().mockResolvedValue(statsFixture({ totalUsers: 1250 }));
  source.listRecentActivity.mockReset().mockResolvedValue([activityFixture()]);
  (createServerAdminDataSource as jest.Mock).mockReturnValue(source);
  queryClient.clear();
});
afterEach(() => signOutStaff());

describe("the admin area's first reads, started before it renders", () => {
  it("reads the dashboard's figures and recent activity into the page's cache under the screen's keys", async () => {
    signInStaff('superadmin');
    prefetch('/admin/dashboard');
    await turn();
    expect(queryClient.getQueryData(adminKeys.dashboardStats)).toEqual(statsFixture({ totalUsers: 1250 }));
    expect(queryClient.getQueryData(adminKeys.recentActivity)).toEqual([activityFixture()]);
    expect(source.listRecentActivity).toHaveBeenCalledWith(RECENT_ACTIVITY_LIMIT);
  });

  it.each<StaffRole | null>(['reviewer', 'finance', 'superadmin', null])(
    'reads them for a %s, as every staff member may read the dashboard',
    (role) => {
      signInStaff(role);
      prefetch('/admin-dashboard');
      prefetch('/admin/');
      expect(source.getDashboardStats).toHaveBeenCalledTimes(1);
      expect(source.listRecentActivity).toHaveBeenCalledTimes(1);
    },
  );

  it('reads nothing on another page', () => {
    signInStaff('superadmin');
    prefetch('/admin/payment-requests');
    prefetch('/admin/audit');
    expect(source.getDashboardStats).not.toHaveBeenCalled();
    expect(source.listRecentActivity).not.toHaveBeenCalled();
  });

  it('reads nothing without a signed-in staff member', () => {
    prefetch('/admin/dashboard');
    sessionStore.login(
      { id: 'u1', name: 'Ada', email: 'ada@acme.ng', role: 'user', approved: true },
      'token',
    );
    prefetch('/admin/dashboard');
    expect(source.getDashboardStats).not.toHaveBeenCalled();
    expect(source.listRecentActivity).not.toHaveBeenCalled();
  });

  it('leaves a refused read to the dashboard, which reads again and shows no error', async () => {
    signInStaff('reviewer');
    source.getDashboardStats.mockRejectedValue(new RequestError('Forbidden', { status: 403 }));
    prefetch('/admin/dashboard');
    await turn();
    expect(queryClient.getQueryData(adminKeys.dashboardStats)).toBeUndefined();

    const screenSource = completeSource({
      getDashboardStats: () => Promise.resolve(statsFixture({ totalUsers: 1250 })),
      listRecentActivity: () => Promise.resolve([]),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <AdminDataSourceProvider source={screenSource}>
          <MemoryRouter>
            <DashboardScreen />
          </MemoryRouter>
        </AdminDataSourceProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
