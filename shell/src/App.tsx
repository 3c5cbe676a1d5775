import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { AuthModals, preloadAuthModals } from './features/auth-modals';
import { ModalProvider } from './features/modals';
import { Footer, Navbar, showsFooter, useAreaNavigation } from './features/navigation';
import { AppRoutes } from './features/routing';
import { firstAreaSettled, useAreaPreloading, whenIdle } from './features/remotes';

/** Fetches the auth modals' chunk once the page's own content is in. */
function useModalPreloading(): void {
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let active = true;
    void firstAreaSettled.then(() => {
      if (active) cancel = whenIdle(preloadAuthModals);
    });
    return () => {
      active = false;
      cancel?.();
    };
  }, []);
}

/**
 * The frame of every page: the navbar, the page, the footer where it shows. The build
 * renders it around the public pages' static markup too (prerender.tsx), so what the
 * server sends first is what React then shows.
 */
export function Frame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Inside an area the navbar lines up with the area's sidebar (shell.css), so the
  // two read as one frame.
  const inArea = useAreaNavigation() !== null;
  return (
    <div className="app" data-frame={inArea ? 'area' : 'site'}>
      <Navbar />
      <div className="app-body">{children}</div>
      {showsFooter(pathname) && <Footer />}
      <AuthModals />
    </div>
  );
}

function Layout() {
  useAreaPreloading();
  useModalPreloading();
  return (
    <Frame>
      <AppRoutes />
    </Frame>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ModalProvider>
        <Layout />
      </ModalProvider>
    </BrowserRouter>
  );
}
