import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { areaForPath, currentNavItem } from '@portal/contracts/areas';
import type { Role } from '@portal/contracts/roles';
import { useAuth } from '@portal/auth';
import { UI_WORDS } from '@portal/ui';
import { useModals, type ModalName } from '../modals';
import { BrandMark } from './BrandMark';
import { MenuIcon } from './MenuIcon';
import { SkipLink } from './SkipLink';
import { useAreaNavigation } from './useAreaNavigation';
import { usePhoneMenu } from './usePhoneMenu';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

export const SITE_MENU_ID = 'site-menu';

/** Where "My Dashboard" leads a signed-in user from the public pages: their area's first page. */
const DASHBOARD_LINK: Record<Role, string> = {
  user: '/dashboard/overview',
  admin: '/admin/dashboard',
};

/**
 * The navigation bar on every page. On a wide screen its links and account
 * actions sit in the bar, and an area's links are in the area's sidebar. On a phone
 * they are all in one menu behind the Menu button, the area's links first when the
 * user is inside an area, so a phone has one menu rather than two.
 */
export function Navbar() {
  // Taken apart, so that the refs are only handed to elements and never read while rendering.
  const { open: menuOpen, toggle, close, closeIfOpen, buttonRef, panelRef } = usePhoneMenu();
  const area = useAreaNavigation();
  // The same entry the area's sidebar marks (a detail page counts as the list it is opened from).
  const { pathname } = useLocation();
  const currentAreaItem = area && currentNavItem(area.items, pathname);
  // One sign-out control per frame: inside the admin area it is the admin header's Logout
  // (spec §2), so the navbar leaves it out there; everywhere else the navbar's Log Out is the one.
  const frameSignsOut = Boolean(area) && areaForPath(pathname)?.remote === 'admin';
  const { isAuthenticated, user, logout } = useAuth();
  const modals = useModals();
  const navigate = useNavigate();

  const onLogout = async () => {
    closeIfOpen();
    await logout();
    void navigate('/');
  };

  // Focus is on the Menu button when the modal opens, so the modal gives it back
  // there when it closes (the menu's own Log In button is hidden by then).
  const openModal = (name: ModalName) => {
    closeIfOpen();
    modals.open(name);
  };

  return (
    <header className="navbar">
      <SkipLink />
      <div className="container navbar-inner">
        <Link to="/" className="brand">
          <BrandMark />
          VendorBridge
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="navbar-toggle"
          aria-expanded={menuOpen}
          aria-controls={SITE_MENU_ID}
          onClick={toggle}
        >
          <MenuIcon open={menuOpen} />
          {menuOpen ? (
            <>
              Close<span className="visually-hidden"> menu</span>
            </>
          ) : (
            'Menu'
          )}
        </button>
        {menuOpen && <div className="navbar-backdrop" aria-hidden="true" onClick={close} />}
        <div id={SITE_MENU_ID} ref={panelRef} className="site-menu" data-open={menuOpen}>
          {area && (
            <nav className="site-menu-area" aria-label={area.title}>
              <h2 className="site-menu-heading">{area.title}</h2>
              <ul className="site-menu-area-links">
                {area.items.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={item === currentAreaItem ? 'page' : undefined}
                      onClick={closeIfOpen}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <nav aria-label="Main">
            <ul className="navbar-links">
              {LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end onClick={closeIfOpen}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="navbar-actions">
            {isAuthenticated && user ? (
              <>
                <span className="navbar-welcome">Welcome, {user.name}</span>
                {/* Inside an area its sidebar (or the menu's area section) leads there already. */}
                {!area && (
                  <Link to={DASHBOARD_LINK[user.role]} className="btn" onClick={closeIfOpen}>
                    My Dashboard
                  </Link>
                )}
                {!frameSignsOut && (
                  <button type="button" className="btn btn-secondary" onClick={() => void onLogout()}>
                    {UI_WORDS.logOut}
                  </button>
                )}
              </>
            ) : (
              <>
                <button type="button" className="btn btn-secondary" onClick={() => openModal('login')}>
                  Log In
                </button>
                <button type="button" className="btn" onClick={() => openModal('signup')}>
                  Get Started
                </button>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
