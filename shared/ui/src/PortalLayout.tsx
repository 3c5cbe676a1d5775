import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { currentNavItem, type AreaNavItem } from '@portal/contracts/areas';
import './portalLayout.css';

export type PortalNavItem = AreaNavItem;

export interface PortalLayoutProps {
  title: string;
  items: readonly PortalNavItem[];
  /** Above every page of the area, in the page column: the admin's bar with Logout, the customer's approval banner. */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * The sidebar-and-page frame of the customer and admin areas. The current page's
 * entry is marked with aria-current, chosen by the contracts' rule (the shell's
 * phone menu marks the same one): a detail page counts as the entry it is reached from. On a phone the sidebar is not shown
 * at all: the shell's one menu lists the same links (the contracts hold the list),
 * so a phone has one menu rather than two that each push the page down.
 */
export function PortalLayout({ title, items, header, children }: PortalLayoutProps) {
  const current = currentNavItem(items, useLocation().pathname);
  return (
    <div className="portal-frame">
      <nav className="portal-nav" aria-label={title} data-surface="dark">
        <h2 className="portal-nav-title">{title}</h2>
        <ul className="portal-nav-links">
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} aria-current={item === current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="portal-page">
        {header}
        <main id="main-content" className="portal-main">
          {children}
        </main>
      </div>
    </div>
  );
}
