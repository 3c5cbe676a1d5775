import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ModalProvider, useModals } from '../features/modals';

/** Shows where the router is and which modal is open, for assertions. */
function Probe() {
  const location = useLocation();
  const { name, returnTo } = useModals();
  return (
    <output data-testid="probe">{JSON.stringify({ path: location.pathname, modal: name, returnTo })}</output>
  );
}

export function readProbe(container: HTMLElement): {
  path: string;
  modal: string | null;
  returnTo: string | null;
} {
  const probe = container.querySelector('[data-testid="probe"]');
  return JSON.parse(probe?.textContent ?? '{}');
}

/** Renders shell UI inside a router at `path`, with the modal context and a probe. */
export function renderShell(ui: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ModalProvider>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <Probe />
      </ModalProvider>
    </MemoryRouter>,
  );
}
