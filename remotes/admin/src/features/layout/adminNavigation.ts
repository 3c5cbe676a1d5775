import { DASHBOARD_BY_ROLE } from '@portal/contracts';
import type { PortalNavItem } from '@portal/ui';

const DASHBOARD_PATH = '/admin/dashboard';

/** The sidebar of spec §2, in its order. */
const ADMIN_NAV_ITEMS: readonly PortalNavItem[] = [
  { to: DASHBOARD_PATH, label: 'Dashboard' },
  { to: '/admin/pending-registrations', label: 'Pending Registrations' },
  { to: '/admin/document-approvals', label: 'Document Approvals' },
  { to: '/admin/payment-requests', label: 'Payment Requests' },
  { to: '/admin/bank-account', label: 'Bank Account' },
];

/**
 * The sidebar for the current path. The dashboard lives at two addresses, the
 * second being where sign-in lands an admin; there its entry points at that
 * address, so it is marked as the current page.
 */
export function adminNavItems(pathname: string): PortalNavItem[] {
  const home = DASHBOARD_BY_ROLE.admin;
  const onHome = pathname.replace(/\/+$/, '') === home;
  return ADMIN_NAV_ITEMS.map((item) => (onHome && item.to === DASHBOARD_PATH ? { ...item, to: home } : item));
}
