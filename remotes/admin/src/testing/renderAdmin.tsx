import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AdminDataSource } from '../api';
import AdminArea from '../Area';
import { AdminDataSourceProvider } from '../api';
import { completeSource } from './fakeAdminDataSource';
import { WithQueryClient } from './queryClient';
import { feesFixture, ratesFixture, statsFixture, walletFixture } from './fixtures';

function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="current-path">{pathname}</output>;
}

/** Every screen of the area answering as a fresh server would: nothing to review, nothing set, the counts. */
export function quietAdminDataSource(): AdminDataSource {
  return completeSource({
    getDashboardStats: () => Promise.resolve(statsFixture()),
    listRecentActivity: () => Promise.resolve([]),
    listRegistrations: () => Promise.resolve({ registrations: [], nextCursor: null }),
    listDocumentApprovals: () => Promise.resolve({ approvals: [], nextCursor: null }),
    listPaymentRequests: () => Promise.resolve({ payments: [], nextCursor: null }),
    getReceivingAccount: () => Promise.resolve({ receivingAccount: null, pendingChange: null }),
    getWalletSettings: () => Promise.resolve(walletFixture()),
    listRates: () => Promise.resolve(ratesFixture()),
    listFees: () => Promise.resolve(feesFixture()),
    getStaff: () => Promise.resolve({ members: [], invitations: [] }),
    getScreeningStatus: () =>
      Promise.resolve({ list: { loaded: false, entries: 0, loadedAt: null, fileName: null }, held: 0 }),
    listScreeningHolds: () => Promise.resolve({ holds: [], nextCursor: null }),
  });
}

/**
 * The admin area as the shell mounts it (every path under the area goes to it),
 * with a stand-in home page at `/` and the current path readable by the test.
 */
export function renderAdmin(path: string, source: AdminDataSource = quietAdminDataSource()) {
  return render(
    <WithQueryClient>
      <AdminDataSourceProvider source={source}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<h1>Home page</h1>} />
            <Route path="/*" element={<AdminArea openModal={() => undefined} />} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </AdminDataSourceProvider>
    </WithQueryClient>,
  );
}

/**
 * One screen part with the methods it uses (any other call fails), inside a router for
 * its links, at `path` (its query read by the part, e.g. a list's filter).
 */
export function renderWithSource(ui: ReactElement, source: Partial<AdminDataSource>, path = '/') {
  return render(
    <WithQueryClient>
      <AdminDataSourceProvider source={completeSource(source)}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AdminDataSourceProvider>
    </WithQueryClient>,
  );
}
