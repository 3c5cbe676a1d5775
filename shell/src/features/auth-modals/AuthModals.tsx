import { lazy, Suspense } from 'react';
import { useModals } from '../modals';

// No page needs the modals to render, so they are a chunk of their own: the first
// visit downloads less (docs/benchmarks.md). The shell fetches it ahead once the
// page has settled (preloadAuthModals), or on the first open if that comes sooner.
const loadModalSwitch = () => import('./ModalSwitch');
const ModalSwitch = lazy(loadModalSwitch);

export function preloadAuthModals(): void {
  loadModalSwitch().catch(() => undefined);
}

/** Resolves once the modals' chunk is in (a test waits for it to tell "none shown" from "not loaded yet"). */
export async function authModalsLoaded(): Promise<void> {
  await loadModalSwitch();
}

/** Shows whichever auth modal is open. */
export function AuthModals() {
  const { name } = useModals();
  if (!name) return null;
  return (
    <Suspense fallback={null}>
      <ModalSwitch name={name} />
    </Suspense>
  );
}
