import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

export interface PortalNavItem {
  to: string;
  label: string;
}

export interface PortalLayoutProps {
  title: string;
  items: PortalNavItem[];
  header?: ReactNode;
  children: ReactNode;
}

/**
 * The sidebar-and-content frame of the customer and admin areas. The current page
 * is marked with aria-current (NavLink does it); below 800px the menu folds away
 * behind a toggle.
 */
export function PortalLayout({ title, items, header, children }: PortalLayoutProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="portal">
      <nav className="portal-sidebar" aria-label={title} data-open={open}>
        <h2>{title}</h2>
        <button
          type="button"
          className="btn portal-menu-toggle"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide menu' : 'Show menu'}
        </button>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} onClick={() => setOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="portal-content">
        {header}
        <main id="main-content">{children}</main>
      </div>
    </div>
  );
}
