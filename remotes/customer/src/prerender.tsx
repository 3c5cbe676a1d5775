// The customer area's signed-in first screen, rendered by the portal's server for a page
// navigation with a live session (D41). webpack.prerender.js bundles this module for Node
// beside the remote's entry; the server calls renderFirstScreen with the page's first
// reads, made by the API's own routes for that person. The markup is the real screen, as
// the shell then shows it from the same reads.
import { MemoryRouter } from 'react-router-dom';
import type { FirstScreen } from '@portal/contracts/firstScreen';
import { renderFromReads } from '@portal/query-client/renderFromReads';
import { createCustomerDataSource, CustomerDataSourceProvider } from './api';
import CustomerArea from './Area';

/**
 * The pages rendered on the server: the overview a customer lands on (its screen is in
 * the area's first chunk; the lazy pages would render their fallback). `sources` are the
 * modules it shows (from this folder), whose stylesheets the page must bring.
 */
export const FIRST_SCREEN_PAGES: { path: string; sources: string[] }[] = [
  { path: '/dashboard/overview', sources: ['Area.tsx', 'screens/WelcomeScreen.tsx'] },
  { path: '/user-dashboard', sources: ['Area.tsx', 'screens/WelcomeScreen.tsx'] },
];

/** Nothing is opened while the markup is made; the page's own scripts wire the buttons. */
const noModal = () => undefined;

/** The area's markup of `pathname` from `screen`, or null when it cannot be shown whole. */
export function renderFirstScreen(pathname: string, screen: FirstScreen): Promise<string | null> {
  if (!FIRST_SCREEN_PAGES.some((page) => page.path === pathname)) return Promise.resolve(null);
  return renderFromReads(
    (client) => (
      <CustomerDataSourceProvider source={createCustomerDataSource(client)}>
        <MemoryRouter initialEntries={[pathname]}>
          <CustomerArea openModal={noModal} />
        </MemoryRouter>
      </CustomerDataSourceProvider>
    ),
    screen,
  );
}
