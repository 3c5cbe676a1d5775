import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AdminDataSource } from '@portal/contracts';
import AdminArea from '../Area';
import { AdminDataSourceProvider, createSampleAdminDataSource } from '../data-source';

function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="current-path">{pathname}</output>;
}

/**
 * The admin area as the shell mounts it (every path under the area goes to it),
 * with a stand-in home page at `/` and the current path readable by the test.
 */
export function renderAdmin(path: string, source: AdminDataSource = createSampleAdminDataSource()) {
  return render(
    <AdminDataSourceProvider source={source}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/*" element={<AdminArea openModal={() => undefined} />} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </AdminDataSourceProvider>,
  );
}

/** One screen part with a data source, inside a router for its links. */
export function renderWithSource(ui: ReactElement, source: AdminDataSource) {
  return render(
    <AdminDataSourceProvider source={source}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AdminDataSourceProvider>,
  );
}
