import { act } from '@testing-library/react';
import { firstReadsFor } from '@portal/contracts/areas';
import { fakeApi, refuse, succeed } from './testing/fakeApi';
import { activityFixture, statsFixture } from './testing/fixtures';
import { renderAdmin } from './testing/renderAdmin';
import { signInStaff, signOutStaff } from './testing/signInStaff';

afterEach(() => signOutStaff());

/** A server that answers the dashboard's two reads and refuses anything else. */
const dashboardServer = () =>
  fakeApi((call) => {
    if (call.path === '/admin/dashboard') return succeed({ stats: statsFixture() });
    if (call.path.startsWith('/admin/activity')) return succeed({ activity: [activityFixture()] });
    return refuse(404, 'Not found');
  });

// The shell reads these ahead (contracts' firstReadsFor); a read ahead that the page does
// not make would be a request for nothing, and one it makes under another path would
// not be taken.
describe('the reads the shell starts ahead of the admin area', () => {
  it.each(['/admin/dashboard', '/admin-dashboard'])(
    'are exactly the data reads of the dashboard at %s on its first render',
    async (path) => {
      signInStaff('reviewer');
      const api = dashboardServer();
      renderAdmin(path, api.source);
      await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
      const asked = [...new Set(api.calls.filter((call) => call.method === 'GET').map((call) => call.path))];
      const ahead = firstReadsFor(path, { role: 'admin', approved: true });
      expect(ahead.length).toBeGreaterThan(0);
      expect(asked.sort()).toEqual([...ahead].sort());
    },
  );
});
