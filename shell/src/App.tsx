import { BrowserRouter, useLocation } from 'react-router-dom';
import { AuthModals } from './features/auth-modals';
import { ModalProvider } from './features/modals';
import { Footer, Navbar, showsFooter } from './features/navigation';
import { AppRoutes } from './features/routing';
import { useSessionRefresh } from './features/session';
import { useAreaPreloading } from './features/remotes';

function Layout() {
  const { pathname } = useLocation();
  useSessionRefresh();
  useAreaPreloading();
  return (
    <div className="app">
      <Navbar />
      <div className="app-body">
        <AppRoutes />
      </div>
      {showsFooter(pathname) && <Footer />}
      <AuthModals />
    </div>
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
