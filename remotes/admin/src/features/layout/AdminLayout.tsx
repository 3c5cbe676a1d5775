import { Outlet, useLocation } from 'react-router-dom';
import { PortalLayout } from '@portal/ui';
import { AdminHeader } from './AdminHeader';
import { adminNavItems } from './adminNavigation';

/** Sidebar titled 'Admin Portal', the header with Logout, and the current page (spec §2). */
export function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <PortalLayout title="Admin Portal" items={adminNavItems(pathname)} header={<AdminHeader />}>
      <Outlet />
    </PortalLayout>
  );
}
