// The admin area's signed-in first screen, rendered by the portal's server for a page
// navigation with a live session (D41): see remotes/customer/src/prerender.tsx.
import { MemoryRouter } from 'react-router-dom';
import type { FirstScreen } from '@portal/contracts/firstScreen';
import { renderFromReads } from '@portal/query-client/renderFromReads';
import { AdminDataSourceProvider, createServerAdminDataSource } from './api';
import AdminArea from './Area';

/** The pages rendered on the server: the dashboard staff land on (in the area's first chunk). */
export const FIRST_SCREEN_PAGES: { path: string; sources: string[] }[] = [
  { path: '/admin/dashboard', sources: ['Area.tsx', 'screens/DashboardScreen.tsx'] },
  { path: '/admin-dashboard', sources: ['Area.tsx', 'screens/DashboardScreen.tsx'] },
];

/** Nothing is opened while the markup is made; the page's own scripts wire the buttons. */
const noModal = () => undefined;

/** The area's markup of `pathname` from `screen`, or null when it cannot be shown whole. */
export function renderFirstScreen(pathname: string, screen: FirstScreen): Promise<string | null> {
  if (!FIRST_SCREEN_PAGES.some((page) => page.path === pathname)) return Promise.resolve(null);
  return renderFromReads(
    (client) => (
      <AdminDataSourceProvider source={createServerAdminDataSource(client)}>
        <MemoryRouter initialEntries={[pathname]}>
          <AdminArea openModal={noModal} />
        </MemoryRouter>
      </AdminDataSourceProvider>
    ),
    screen,
  );
}
