import { firstReadsFor } from '@portal/contracts/areas';
import { adminActivityPath, DATA_PATHS } from '@portal/contracts/api';
import type { FirstScreen } from '@portal/contracts/firstScreen';
import { SCREENING_PATHS } from '@portal/contracts/screening';
import type { User } from '@portal/contracts/user';
import { renderFirstScreen } from './prerender';
import { activityFixture, statsFixture } from './testing/fixtures';

const ok = (data: unknown) => ({ status: 200, body: { success: true, message: 'OK', data } });

const ADMIN: User = {
  id: 'adm-1',
  name: 'Ada Admin',
  email: 'admin@vendorbridge.ng',
  role: 'admin',
  approved: true,
};

/** What the server inlines for the admin dashboard (D41): its figures, the activity, screening. */
function dashboardScreen(): FirstScreen {
  const [activityPath] = firstReadsFor('/admin/dashboard', ADMIN).filter((path) => path.includes('activity'));
  return {
    user: ADMIN,
    reads: {
      [DATA_PATHS.adminDashboard]: ok({ stats: statsFixture({ pendingRegistrations: 13 }) }),
      [activityPath ?? adminActivityPath(10)]: ok({
        activity: [activityFixture({ description: 'Registration of Okonkwo Textiles Ltd approved' })],
      }),
      [SCREENING_PATHS.adminStatus]: ok({
        list: { loaded: false, entries: 0, loadedAt: null, fileName: null },
        held: 0,
      }),
    },
  };
}

describe("the admin dashboard rendered on the server from the page's first reads (D41)", () => {
  it('are the reads the contracts declare for the dashboard', () => {
    expect(Object.keys(dashboardScreen().reads).sort()).toEqual(
      [...firstReadsFor('/admin/dashboard', ADMIN)].sort(),
    );
  });

  it('shows the figures and the activity, shown and not still loading', async () => {
    const html = await renderFirstScreen('/admin/dashboard', dashboardScreen());
    expect(html).toContain('Admin Dashboard');
    expect(html).toContain('>13<');
    expect(html).toContain('Registration of Okonkwo Textiles Ltd approved');
    expect(html).not.toContain('Loading the dashboard');
    expect(html).not.toContain('aria-busy="true"');
  });

  it('renders nothing when a read the dashboard awaits did not come with the page', async () => {
    const screen = dashboardScreen();
    delete screen.reads[SCREENING_PATHS.adminStatus];
    await expect(renderFirstScreen('/admin/dashboard', screen)).resolves.toBeNull();
  });

  it('renders nothing for a page it does not render on the server', async () => {
    await expect(renderFirstScreen('/admin/payment-requests', dashboardScreen())).resolves.toBeNull();
  });
});
