import { Outlet } from 'react-router-dom';
import { PortalLayout } from '@portal/ui';
import { ApprovalBanner } from '../features/approval';
import { CUSTOMER_NAV_ITEMS, CUSTOMER_PORTAL_TITLE } from '../features/navigation';

/** The sidebar and the approval banner around every customer page. */
export function CustomerLayout() {
  return (
    <PortalLayout title={CUSTOMER_PORTAL_TITLE} items={CUSTOMER_NAV_ITEMS} header={<ApprovalBanner />}>
      <Outlet />
    </PortalLayout>
  );
}
