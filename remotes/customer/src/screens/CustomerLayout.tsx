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
  // The frame is shown only once the approval banner's words are known, all at once, so
  // nothing on screen moves (see useApprovalBannerKnown). It is mounted, hidden, from the
  // start: the page's own reads go out beside the onboarding read, not after it.
  const known = useApprovalBannerKnown();
  return (
    <>
      {!known && (
        <div className="customer-loading" role="status" aria-live="polite">
          <span className="visually-hidden">Loading…</span>
        </div>
      )}
      <div hidden={!known} className={known ? 'customer-frame' : undefined}>
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
      </div>
    </>
  );
}
