import { Outlet, useLocation } from 'react-router-dom';
import { PortalLayout } from '@portal/ui';
import { TwoFactorRequiredBanner } from '../security';
import { AdminHeader } from './AdminHeader';
import { ADMIN_NAVIGATION, adminNavItems } from './adminNavigation';

const isUnder = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * Sidebar titled 'Admin Portal', the header with Logout, and the current page (spec §2);
 * under the header, the banner asking for two-factor sign-in while the server requires it.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const items = adminNavItems(pathname);
  const section = items.find((item) => isUnder(pathname.replace(/\/+$/, ''), item.to))?.label;
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
