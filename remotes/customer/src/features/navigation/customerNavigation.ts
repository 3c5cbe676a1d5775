import type { PortalNavItem } from '@portal/ui';

export const CUSTOMER_PORTAL_TITLE = 'Customer Portal';

/** Spec §2: the sidebar, in this order. */
export const CUSTOMER_NAV_ITEMS: PortalNavItem[] = [
  { to: '/dashboard/overview', label: 'Overview' },
  { to: '/dashboard/transactions', label: 'Transaction History' },
  { to: '/dashboard/currency-converter', label: 'Currency Converter' },
  { to: '/dashboard/profile', label: 'Profile Management' },
  { to: '/dashboard/documents', label: 'Document Upload' },
  { to: '/dashboard/payments', label: 'Payment Submission' },
];
