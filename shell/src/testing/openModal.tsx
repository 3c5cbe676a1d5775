import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { sessionStore } from '@portal/auth';
import { authModalsLoaded } from '../features/auth-modals';
import { useModals, type ModalName } from '../features/modals';
import { renderShell } from './renderShell';

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

export interface OpenModalOptions {
  email?: string;
  returnTo?: string;
  path?: string;
}

async function renderAndOpen(modal: ModalName, options: OpenModalOptions, withModalRoot: boolean) {
  const { email, returnTo, path } = options;
  const shell = renderShell({
    path,
    authModals: true,
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
): Promise<{ user: UserEvent; location: () => string; dialog: HTMLElement }> {
  const shell = await renderAndOpen(modal, options, true);
  return { user: shell.user, location: shell.location, dialog: await screen.findByRole('dialog') };
}

/** The same on a page that has no #modal-root. */
export async function openModalWithoutMountPoint(modal: ModalName): Promise<void> {
  await renderAndOpen(modal, {}, false);
  // Let the modals' lazy chunk arrive, so "nothing shown" is not just "not loaded yet".
  await act(authModalsLoaded);
}

/** Every test starts signed out with no fetch stubs left over. */
export function resetAuthState(): void {
  sessionStore.logout();
  jest.restoreAllMocks();
}
