import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthModals } from '../features/auth-modals';
import { MODAL_ROOT_ID, ModalProvider, useModals } from '../features/modals';

/** Puts the page's modal mount point in place, as index.html has it. */
export function ensureModalRoot(): void {
  if (document.getElementById(MODAL_ROOT_ID)) return;
  const root = document.createElement('div');
  root.id = MODAL_ROOT_ID;
  document.body.append(root);
}

export function removeModalRoot(): void {
  document.getElementById(MODAL_ROOT_ID)?.remove();
}

export interface ShellProbe {
  /** The router's path, without the query. */
  path: string;
  modal: string | null;
  returnTo: string | null;
}

/** Shows where the router is and which modal is open, for assertions. */
function Probe() {
  const { pathname, search } = useLocation();
  const { name, returnTo } = useModals();
  const probe: ShellProbe = { path: pathname, modal: name, returnTo };
  return (
    <output data-testid="probe" data-search={search}>
      {JSON.stringify(probe)}
    </output>
  );
}

export interface ShellOptions {
  /** Where the router starts. */
  path?: string;
  /** The router state of that first entry (what a navigate() elsewhere passed along). */
  state?: unknown;
  /** Shell UI rendered at every path (a Navbar, the AppRoutes). */
  page?: ReactElement;
  /** Routes of their own, in place of `page`. */
  routes?: ReactNode;
  /** Renders the auth modals too, as the shell's App does. */
  authModals?: boolean;
  /** Whether the page has the modal mount point; by default it has when the modals are rendered. */
  withModalRoot?: boolean;
}

/**
 * The one way to render shell UI in a test: inside a router at `path`, with the
 * modal state, a probe of where the router is and which modal is open, and, when
 * asked, the auth modals.
 */
export function renderShell({
  path = '/',
  state,
  page,
  routes,
  authModals = false,
  withModalRoot = authModals,
}: ShellOptions = {}) {
  if (withModalRoot) ensureModalRoot();
  else removeModalRoot();
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[state === undefined ? path : { pathname: path, state }]}>
      <ModalProvider>
        <Routes>{routes ?? <Route path="*" element={page ?? null} />}</Routes>
        <Probe />
        {authModals && <AuthModals />}
      </ModalProvider>
    </MemoryRouter>,
  );
  const probeElement = () => screen.getByTestId('probe');
  return {
    ...result,
    user,
    /** Where the router is, as the probe shows it. */
    probe: (): ShellProbe => JSON.parse(probeElement().textContent ?? '{}') as ShellProbe,
    /** The router's path and query. */
    location: () => {
      const { path: pathname } = JSON.parse(probeElement().textContent ?? '{}') as ShellProbe;
      return `${pathname}${probeElement().dataset.search ?? ''}`;
    },
  };
}
