import {
  ADMIN_DASHBOARD_DATA_PATH,
  ADMIN_SCREENING_STATUS_PATH,
  adminActivityPath,
  ONBOARDING_PATH,
  RECENT_ACTIVITY_LIMIT,
} from './api';
import { PAYMENT_PATHS } from './paymentPaths';
import type { RemoteName } from './remote';
import { DASHBOARD_BY_ROLE, type Role } from './roles';
import type { User } from './user';

/** One link of an area's navigation. */
export interface AreaNavItem {
  to: string;
  label: string;
  /**
   * Other pages that belong to this entry, as path prefixes: a detail page reached
   * from this entry's list is marked as this entry, not as the page whose address
   * it happens to sit under.
   */
  includes?: readonly string[];
}

/** An area's own navigation: the sidebar on a wide screen, a section of the one menu on a phone. */
export interface AreaNavigation {
  title: string;
  items: readonly AreaNavItem[];
}

export interface AreaDefinition {
  remote: RemoteName;
  label: string;
  /** The role the area requires; null for everyone (spec §6). */
  role: Role | null;
  owns: (pathname: string) => boolean;
  /**
   * The area's navigation at `pathname`, for the areas that have one. The remote's
   * sidebar and the shell's phone menu both read it, so the two never list
   * different pages.
   */
  navigation?: (pathname: string) => AreaNavigation;
  /**
   * The data reads the page at `pathname` makes through the area's data source on its
   * first render for `viewer` (paths under the API's base, exactly as the data source asks
   * them). The shell starts them as soon as the session is known, while the area's own
   * chunks still download (issue 23 point 7); the area's tests hold each list to what its
   * pages ask. The two-factor banners read their status themselves, per page.
   */
  firstReads?: (pathname: string, viewer: FirstReadsViewer) => readonly string[];
}

/** What of the signed-in user decides a page's first reads. */
export type FirstReadsViewer = Pick<User, 'role' | 'approved'> & Partial<Pick<User, 'businessRole'>>;

const under = (prefix: string) => (pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** Spec §2: the customer sidebar, in this order; Account security (issue 12) after the spec's pages. */
export const CUSTOMER_NAVIGATION: AreaNavigation = {
  title: 'Customer Portal',
  items: [
    { to: '/dashboard/overview', label: 'Overview' },
    // A payment request's own page is opened from the history, so the history is marked there.
    { to: '/dashboard/transactions', label: 'Transaction History', includes: ['/dashboard/payments/'] },
    { to: '/dashboard/currency-converter', label: 'Currency Converter' },
    { to: '/dashboard/profile', label: 'Profile Management' },
    { to: '/dashboard/documents', label: 'Document Upload' },
    { to: '/dashboard/payments', label: 'Payment Submission' },
    // Issue 36: many payments from one CSV; a batch's page is reached from its upload.
    { to: '/dashboard/bulk-payments', label: 'Bulk Payment', includes: ['/dashboard/payment-batches/'] },
    // Issue 25: the vendors a payment pays, saved once.
    { to: '/dashboard/beneficiaries', label: 'Beneficiaries' },
    { to: '/dashboard/team', label: 'Team' }, // Issue 21 (D34): members, roles, approval policy.
    { to: '/dashboard/security', label: 'Security' },
    // Issue 36: API keys and webhooks (owners).
    { to: '/dashboard/developers', label: 'Developers' },
  ],
};

const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

/**
 * Spec §2: the admin sidebar, in this order; Account security and the Audit Log
 * (issue 12) after the spec's pages.
 */
export const ADMIN_NAVIGATION: AreaNavigation = {
  title: 'Admin Portal',
  items: [
    { to: ADMIN_DASHBOARD_PATH, label: 'Dashboard' },
    { to: '/admin/pending-registrations', label: 'Pending Registrations' },
    { to: '/admin/document-approvals', label: 'Document Approvals' },
    { to: '/admin/payment-requests', label: 'Payment Requests' },
    { to: '/admin/screening', label: 'Screening' }, // Issue 35 (D44): payments held by a sanctions match.
    { to: '/admin/bank-account', label: 'Bank Account' },
    { to: '/admin/audit', label: 'Audit Log' },
    { to: '/admin/staff', label: 'Staff' }, // Issue 22 (D35): staff, roles, invitations.
    { to: '/admin/security', label: 'Security' },
  ],
};

/**
 * The entry marked as the current page at `pathname`: the one whose address, or one
 * of whose `includes` prefixes, is the longest match, so the most specific entry
 * wins (a payment's page `/dashboard/payments/<id>` is Transaction History's, not
 * Payment Submission's at `/dashboard/payments`). Undefined when none matches.
 */
export function currentNavItem<Item extends AreaNavItem>(
  items: readonly Item[],
  pathname: string,
): Item | undefined {
  const path = withoutTrailingSlash(pathname);
  let best: { item: Item; length: number } | undefined;
  for (const item of items) {
    const lengths = [
      under(item.to)(path) ? item.to.length : -1,
      ...(item.includes ?? []).map((prefix) => (path.startsWith(prefix) ? prefix.length : -1)),
    ];
    const length = Math.max(...lengths);
    if (length >= 0 && (!best || length > best.length)) best = { item, length };
  }
  return best?.item;
}

/**
 * The admin's links at `pathname`. The dashboard lives at two addresses, the second
 * being where sign-in lands an admin; there its entry points at that address, so
 * it is marked as the current page.
 */
export function adminNavItems(pathname: string): AreaNavItem[] {
  const home = DASHBOARD_BY_ROLE.admin;
  const onHome = withoutTrailingSlash(pathname) === home;
  return ADMIN_NAVIGATION.items.map((item) =>
    onHome && item.to === ADMIN_DASHBOARD_PATH ? { ...item, to: home } : item,
  );
}

/** The pages that open on the customer's overview, as the customer area routes them. */
const CUSTOMER_OVERVIEW_PATHS: readonly string[] = [
  DASHBOARD_BY_ROLE.user,
  '/dashboard',
  '/dashboard/overview',
];

/**
 * The members who approve payments (teams' BUSINESS_PERMISSIONS.approvePayments, which
 * areas.test holds this to; not imported, as teams.ts brings zod onto the first load of `/`).
 * No role is an account from before teams: its business's owner.
 */
const approvesPayments = (viewer: FirstReadsViewer) =>
  viewer.businessRole === undefined ||
  viewer.businessRole === null ||
  viewer.businessRole === 'owner' ||
  viewer.businessRole === 'approver';

/** The home's list of the requests waiting for the business's approval. */
export const AWAITING_APPROVAL_LIST_PATH = `${PAYMENT_PATHS.payments}?status=awaiting_approval`;

/**
 * The customer's first reads: every page of a customer not yet approved shows the
 * approval banner, which reads the onboarding state; the overview adds its counts
 * (and its checklist reads the same onboarding state). Once approved, the overview is
 * where work starts (issue 31): its counts, the recent payments and, for those who
 * approve, the requests waiting for their approval; onboarding is over.
 */
function customerFirstReads(pathname: string, viewer: FirstReadsViewer): readonly string[] {
  if (CUSTOMER_OVERVIEW_PATHS.includes(pathname)) {
    if (!viewer.approved) return [ONBOARDING_PATH, PAYMENT_PATHS.dashboard];
    return [
      PAYMENT_PATHS.dashboard,
      PAYMENT_PATHS.payments,
      ...(approvesPayments(viewer) ? [AWAITING_APPROVAL_LIST_PATH] : []),
    ];
  }
  return viewer.approved ? [] : [ONBOARDING_PATH];
}

/** The pages that open on the admin dashboard (`/admin` goes to it). */
const ADMIN_DASHBOARD_PATHS: readonly string[] = [DASHBOARD_BY_ROLE.admin, '/admin', ADMIN_DASHBOARD_PATH];

/**
 * The admin dashboard's first reads: its figures, the recent activity and whether sanctions
 * screening is on (D44). Reading is
 * every staff member's, so no staff role changes them.
 */
function adminFirstReads(pathname: string): readonly string[] {
  return ADMIN_DASHBOARD_PATHS.includes(pathname)
    ? [ADMIN_DASHBOARD_DATA_PATH, adminActivityPath(RECENT_ACTIVITY_LIMIT), ADMIN_SCREENING_STATUS_PATH]
    : [];
}

/** The public site's pages (spec §2), each at one fixed address. */
export const PUBLIC_SITE_PAGES: readonly string[] = ['/', '/about', '/contact'];

/**
 * Which remote owns which paths. Anything no area owns goes to `/` (spec §2). The
 * shell routes by it; the server reads it to tell the browser, in the page itself,
 * which area's files to fetch first.
 */
export const AREAS: readonly AreaDefinition[] = [
  {
    remote: 'public-site',
    label: 'The public site',
    role: null,
    owns: (pathname) =>
      PUBLIC_SITE_PAGES.includes(pathname) ||
      // A team invitation's page (D34): `/invitation/<token>`, one segment, the link of its e-mail.
      /^\/invitation\/[^/]+$/.test(pathname) ||
      // A staff invitation's page (D35): `/staff-invitation/<token>`, likewise.
      /^\/staff-invitation\/[^/]+$/.test(pathname) ||
      // A vendor's bank details page (D43): `/vendor-details/<token>`, the link a business sends.
      /^\/vendor-details\/[^/]+$/.test(pathname) ||
      // A receipt's verify page (D42): `/verify/<code>`, public, the address its QR code holds.
      /^\/verify\/[^/]+$/.test(pathname),
  },
  {
    remote: 'customer',
    label: 'The customer portal',
    role: 'user',
    owns: (pathname) => under('/user-dashboard')(pathname) || under('/dashboard')(pathname),
    navigation: () => CUSTOMER_NAVIGATION,
    firstReads: customerFirstReads,
  },
  {
    remote: 'admin',
    label: 'The admin portal',
    role: 'admin',
    owns: (pathname) => under('/admin-dashboard')(pathname) || under('/admin')(pathname),
    navigation: (pathname) => ({ title: ADMIN_NAVIGATION.title, items: adminNavItems(pathname) }),
    firstReads: adminFirstReads,
  },
];

export function areaForPath(pathname: string): AreaDefinition | undefined {
  const normalized = withoutTrailingSlash(pathname);
  return AREAS.find((area) => area.owns(normalized));
}

/**
 * The reads the page at `pathname` makes first for a signed-in `viewer`; none when the
 * area's guard would not let the viewer in (or no area owns the page).
 */
export function firstReadsFor(pathname: string, viewer: FirstReadsViewer): readonly string[] {
  const area = areaForPath(pathname);
  if (!area?.firstReads || area.role !== viewer.role) return [];
  return area.firstReads(withoutTrailingSlash(pathname), viewer);
}
