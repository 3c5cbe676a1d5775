import { Outlet, useLocation } from 'react-router-dom';
import { currentNavItem } from '@portal/contracts/areas';
import { PortalLayout } from '@portal/ui';
import { ADMIN_NAVIGATION, AdminHeader, adminNavItems } from '../features/navigation';
import { TwoFactorRequiredBanner } from '../features/security';

/**
 * Sidebar titled 'Admin Portal', the header with Logout, and the current page;
 * under the header, the banner asking for two-factor sign-in while the server requires it.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const items = adminNavItems(pathname);
  // The header names the page the sidebar marks as current.
  const section = currentNavItem(items, pathname)?.label;
  return (
    <PortalLayout
      title={ADMIN_NAVIGATION.title}
      items={items}
      header={
        <>
          <AdminHeader section={section} />
          <TwoFactorRequiredBanner />
        </>
      }
    >
      <Outlet />
    </PortalLayout>
  );
}
