import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@portal/auth';
import { useModals } from '../modals';
import { SkipLink } from './SkipLink';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/** The navigation bar on every page (spec §2). */
export function Navbar() {
  const { pathname } = useLocation();
  // The mobile menu belongs to the page it was opened on: navigating closes it, while
  // opening a modal from it does not, so focus can return to the button that opened it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const { isAuthenticated, user, logout } = useAuth();
  const { open } = useModals();
  const navigate = useNavigate();

  const onLogout = async () => {
    setMenuOpen(false);
    await logout();
    navigate('/');
  };

  return (
    <header className="navbar">
      <SkipLink />
      <div className="container navbar-inner">
        <Link to="/" className="brand" aria-label="VendorBridge home">
          <span aria-hidden="true" className="brand-mark">
            VB
          </span>
          VendorBridge
        </Link>
        <button
          type="button"
          className="navbar-toggle"
          aria-expanded={menuOpen}
          aria-controls="primary-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span aria-hidden="true">☰</span>
        </button>
        <nav id="primary-menu" className="navbar-menu" data-open={menuOpen} aria-label="Main">
          <ul className="navbar-links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end onClick={() => setMenuOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="navbar-actions">
            {isAuthenticated && user ? (
              <>
                <span className="navbar-welcome">Welcome, {user.name}</span>
                <button type="button" className="btn btn-secondary" onClick={onLogout}>
                  Log Out
                </button>
              </>
            ) : (
              <>
                <button type="button" className="btn btn-secondary" onClick={() => open('login')}>
                  Log In
                </button>
                <button type="button" className="btn" onClick={() => open('signup')}>
                  Get Started
                </button>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
