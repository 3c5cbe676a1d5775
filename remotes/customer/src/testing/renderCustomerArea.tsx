import { act, cleanup, render } from '@testing-library/react';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@portal/contracts';
import { sessionStore } from '@portal/auth';
import { createQueryClient } from '@portal/query-client';
import { CustomerDataSourceProvider, type CustomerDataSource } from '../api';
import CustomerArea from '../Area';
import { createNewCustomerApi } from './fakeApi';
import { TEST_CUSTOMER } from './fakeCustomerData';

export { TEST_CUSTOMER };

// TanStack Query tells components about an answer in a timer task of its own; in tests
// it does so in a microtask, so an answer a test gives inside act() is on the screen
// when act() returns, as the tests expect of a read that has landed.
notifyManager.setScheduler(queueMicrotask);

/** Signs a customer in through the shared session store, as the shell would. */
export function signInCustomer(overrides: Partial<User> = {}): User {
  const user = { ...TEST_CUSTOMER, ...overrides };
  sessionStore.login(user, 'test-token');
  return user;
}

function CurrentPath() {
  const { pathname } = useLocation();
  return <div data-testid="current-path">{pathname}</div>;
}

/**
 * Renders `ui` at `path` over a fresh fake API answering as for a new customer (no
 * documents, no payment requests) unless a data source is given, with a fresh
 * QueryClient (the portal's defaults: no retries), so no test sees another's cache.
 */
export function renderWithCustomerContext(
  ui: ReactElement,
  { path = '/', source = createNewCustomerApi().source }: { path?: string; source?: CustomerDataSource } = {},
) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <CustomerDataSourceProvider source={source}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <CurrentPath />
        </MemoryRouter>
      </CustomerDataSourceProvider>
    </QueryClientProvider>,
  );
}

/**
 * The Area as the shell mounts it: the shell owns `/`, the Area everything else
 * it is given (its catch-all sends strays to `/`).
 */
export async function renderCustomerArea(path: string, source?: CustomerDataSource) {
  const view = renderWithCustomerContext(
    <Routes>
      <Route path="/" element={<h1>Public home</h1>} />
      <Route path="*" element={<CustomerArea openModal={jest.fn()} />} />
    </Routes>,
    { path, source },
  );
  // Let the page's first reads from the data source land, as a visitor would wait for
  // them (a macrotask runs after every pending promise; real timers only).
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return view;
}

/** A file of the given name and size without allocating its bytes. */
export function fakeFile(name: string, sizeInBytes = 1024, type = ''): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: sizeInBytes });
  return file;
}

/** Unmounts what was rendered first, so no screen reacts to the signed-out session after its test. */
export function signOutCustomer(): void {
  cleanup();
  act(() => sessionStore.logout());
}
