import { useEffect, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore } from '@portal/auth';
import { MODAL_ROOT_ID, ModalProvider, useModals, type ModalName } from '../../modals';
import { AuthModals } from '../AuthModals';

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

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function Opener({ modal, email, returnTo }: { modal: ModalName; email?: string; returnTo?: string }) {
  const { open, setReturnTo } = useModals();
  useEffect(() => {
    if (returnTo) setReturnTo(returnTo);
  }, [returnTo, setReturnTo]);
  return (
    <button type="button" onClick={() => open(modal, { email })}>
      Open {modal}
    </button>
  );
}

export interface ShellOptions {
  path?: string;
  /** Page content at the path, in place of the real routes. */
  routes?: ReactNode;
  /** False leaves out #modal-root, as a page without one would. */
  withModalRoot?: boolean;
}

/** Router, modal state and the auth modals, as the shell's App wires them. */
export function renderShell({ path = '/', routes, withModalRoot = true }: ShellOptions = {}) {
  if (withModalRoot) ensureModalRoot();
  else removeModalRoot();
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <ModalProvider>
        <Routes>{routes ?? <Route path="*" element={null} />}</Routes>
        <LocationProbe />
        <AuthModals />
      </ModalProvider>
    </MemoryRouter>,
  );
  return { user, location: () => screen.getByTestId('location').textContent };
}

export interface OpenModalOptions {
  email?: string;
  returnTo?: string;
  path?: string;
}

async function renderAndOpen(modal: ModalName, options: OpenModalOptions, withModalRoot: boolean) {
  const { email, returnTo, path } = options;
  const shell = renderShell({
    path,
    withModalRoot,
    routes: <Route path="*" element={<Opener modal={modal} email={email} returnTo={returnTo} />} />,
  });
  await shell.user.click(screen.getByRole('button', { name: `Open ${modal}` }));
  return shell;
}

/** Renders the shell and opens one modal the way a user would, from a button. */
export async function openModal(
  modal: ModalName,
  options: OpenModalOptions = {},
): Promise<{ user: UserEvent; location: () => string | null; dialog: HTMLElement }> {
  const shell = await renderAndOpen(modal, options, true);
  return { ...shell, dialog: await screen.findByRole('dialog') };
}

/** The same on a page that has no #modal-root. */
export async function openModalWithoutMountPoint(modal: ModalName): Promise<void> {
  await renderAndOpen(modal, {}, false);
  // Let the modals' lazy chunk arrive, so "nothing shown" is not just "not loaded yet".
  await act(async () => {
    await import('../ModalSwitch');
  });
}

/** Every test starts signed out with no fetch stubs left over. */
export function resetAuthState(): void {
  sessionStore.logout();
  jest.restoreAllMocks();
}
