import { act, cleanup, configure, getConfig, render } from '@testing-library/react';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@portal/contracts/user';
import { sessionStore } from '@portal/auth';
import { createQueryClient } from '@portal/query-client';
import { CustomerDataSourceProvider, type CustomerDataSource } from '../api';
import CustomerArea from '../Area';
import { BeneficiarySourceProvider, type BeneficiarySource } from '../features/beneficiaries';
import {
  createDevelopersSource,
  DevelopersSourceProvider,
  type DevelopersSource,
} from '../features/developers';
import { createNewCustomerApi } from './fakeApi';
import { TEST_CUSTOMER } from './fakeCustomerData';

export { TEST_CUSTOMER };

// TanStack Query tells components about an answer in a timer task of its own; in tests
// it does so in a microtask, so an answer a test gives inside act() is on the screen
// when act() returns, as the tests expect of a read that has landed.
notifyManager.setScheduler(queueMicrotask);

// Taken before any test installs jest's fake timers: React renders an update made
// outside act() in a task of its own, which only the real event loop runs.
const realSetTimeout = setTimeout;

/** One turn of the real event loop, and jest's fake zero-delay timers if they are on. */
function nextTask(): Promise<void> {
  if ('clock' in setTimeout) jest.advanceTimersByTime(0);
  return new Promise((resolve) => realSetTimeout(resolve, 0));
}

// react-hook-form checks a submitted form asynchronously (its resolver is async), a few
// promise turns after the click; a user-event action waits for those turns, so a refused
// field's message is on the screen when the action returns, as it was before.
const { asyncWrapper } = getConfig();
configure({
  asyncWrapper: (action) =>
    asyncWrapper(async () => {
      const result: unknown = await action();
      for (let turn = 0; turn < 3; turn += 1) await nextTask();
      return result;
    }),
});

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
  {
    path = '/',
    source = createNewCustomerApi().source,
    beneficiaries,
    developers = createDevelopersSource(createNewCustomerApi().client),
  }: {
    path?: string;
    source?: CustomerDataSource;
    /** The beneficiary book's calls, e.g. a fake API's `beneficiaries` (default: the server's). */
    beneficiaries?: BeneficiarySource;
    /** The Developers page's calls (default: a fake answering no keys and no endpoints). */
    developers?: DevelopersSource;
  } = {},
) {
  const page = (
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <CurrentPath />
    </MemoryRouter>
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <CustomerDataSourceProvider source={source}>
        <DevelopersSourceProvider source={developers}>
          {beneficiaries ? (
            <BeneficiarySourceProvider source={beneficiaries}>{page}</BeneficiarySourceProvider>
          ) : (
            page
          )}
        </DevelopersSourceProvider>
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
