import { Outlet } from 'react-router-dom';
import { PortalLayout } from '@portal/ui';
import { ApprovalBanner } from '../features/approval';
import { CUSTOMER_NAV_ITEMS, CUSTOMER_PORTAL_TITLE } from '../features/navigation';
import { TwoFactorRequiredBanner } from './TwoFactorRequiredBanner';

/**
 * The sidebar and the banners around every customer page: approval, and the business's
 * two-factor rule (one watcher of every read and write, not one per screen).
 */
export function CustomerLayout() {
  return (
    <PortalLayout
      title={CUSTOMER_PORTAL_TITLE}
      items={CUSTOMER_NAV_ITEMS}
      header={
        <>
          <ApprovalBanner />
          <TwoFactorRequiredBanner />
        </>
      }
    >
      <Outlet />
    </PortalLayout>
  );
}
