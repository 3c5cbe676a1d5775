import { Outlet } from 'react-router-dom';
import { PortalLayout } from '@portal/ui';
import { ApprovalBanner, useApprovalBannerKnown } from '../features/approval';
import { CUSTOMER_NAV_ITEMS, CUSTOMER_PORTAL_TITLE } from '../features/navigation';
import { TwoFactorRequiredBanner } from './TwoFactorRequiredBanner';

/**
 * The sidebar and the banners around every customer page: approval, and the business's
 * two-factor rule (one watcher of every read and write, not one per screen).
 */
export function CustomerLayout() {
  // Nothing of the frame until the approval banner's words are known: the whole frame
  // then appears at once, and nothing on screen moves (see useApprovalBannerKnown).
  if (!useApprovalBannerKnown()) {
    return (
      <div className="customer-loading" role="status" aria-live="polite">
        <span className="visually-hidden">Loading…</span>
      </div>
    );
  }
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
