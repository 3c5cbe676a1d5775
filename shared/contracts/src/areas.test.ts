import {
  ADMIN_NAVIGATION,
  adminNavItems,
  areaForPath,
  CUSTOMER_NAVIGATION,
  currentNavItem,
  firstReadsFor,
} from './areas';
import { BUSINESS_ROLES } from './roles';
import { mayDo } from './teams';

const currentLabel = (items: Parameters<typeof currentNavItem>[0], pathname: string) =>
  currentNavItem(items, pathname)?.label;

describe('the entry marked as the current page', () => {
  it.each(CUSTOMER_NAVIGATION.items.map((item) => [item.label, item.to]))(
    'is %s on its own page %s',
    (label, path) => {
      expect(currentLabel(CUSTOMER_NAVIGATION.items, path)).toBe(label);
      expect(currentLabel(CUSTOMER_NAVIGATION.items, `${path}/`)).toBe(label);
    },
  );

  it("is Transaction History on a payment request's own page, which the history links to", () => {
    expect(currentLabel(CUSTOMER_NAVIGATION.items, '/dashboard/payments/0b1c2d3e')).toBe(
      'Transaction History',
    );
  });

  it('is none on a page no entry owns', () => {
    expect(currentLabel(CUSTOMER_NAVIGATION.items, '/user-dashboard')).toBeUndefined();
    expect(currentLabel(CUSTOMER_NAVIGATION.items, '/dashboard/paymentsx')).toBeUndefined();
  });

  it("is the admin's Dashboard at both of its addresses", () => {
    expect(currentLabel(adminNavItems('/admin-dashboard'), '/admin-dashboard')).toBe('Dashboard');
    expect(currentLabel(ADMIN_NAVIGATION.items, '/admin/dashboard')).toBe('Dashboard');
  });
});

describe("a page's first reads, which the shell starts with the session", () => {
  const customer = { role: 'user', approved: false } as const;

  it("are the overview's counts and onboarding state, at each of its addresses", () => {
    for (const path of ['/user-dashboard', '/dashboard', '/dashboard/overview/']) {
      expect(firstReadsFor(path, customer)).toEqual(['/onboarding', '/dashboard']);
    }
  });

  it('are, once approved, the counts, the recent payments and for approvers the requests awaiting them', () => {
    const approved = { ...customer, approved: true };
    expect(firstReadsFor('/dashboard/overview', { ...approved, businessRole: 'owner' })).toEqual([
      '/dashboard',
      '/payments',
      '/payments?status=awaiting_approval',
    ]);
    expect(firstReadsFor('/dashboard/overview', { ...approved, businessRole: 'maker' })).toEqual([
      '/dashboard',
      '/payments',
    ]);
    for (const role of BUSINESS_ROLES) {
      const reads = firstReadsFor('/dashboard', { ...approved, businessRole: role });
      expect(reads.includes('/payments?status=awaiting_approval')).toBe(mayDo(role, 'approvePayments'));
    }
  });

  it("are the approval banner's onboarding state on another page, until the customer is approved", () => {
    expect(firstReadsFor('/dashboard/payments', customer)).toEqual(['/onboarding']);
    expect(firstReadsFor('/dashboard/payments', { ...customer, approved: true })).toEqual([]);
  });

  it("are the admin dashboard's figures, recent activity and screening status, at each of its addresses", () => {
    for (const path of ['/admin-dashboard', '/admin', '/admin/dashboard']) {
      expect(firstReadsFor(path, { role: 'admin', approved: true })).toEqual([
        '/admin/dashboard',
        '/admin/activity?limit=10',
        '/admin/screening/status',
      ]);
    }
    expect(firstReadsFor('/admin/audit', { role: 'admin', approved: true })).toEqual([]);
  });

  it("are none where the area's guard would not let the viewer in, or on the public pages", () => {
    expect(firstReadsFor('/admin/dashboard', customer)).toEqual([]);
    expect(firstReadsFor('/user-dashboard', { role: 'admin', approved: true })).toEqual([]);
    expect(firstReadsFor('/', customer)).toEqual([]);
    expect(firstReadsFor('/nowhere', customer)).toEqual([]);
  });
});

describe("a receipt's verify page (D42)", () => {
  it('belongs to the public site, for everyone, one code deep', () => {
    expect(areaForPath('/verify/k7q2m4xw9ab3cd5ef6gh7ij2kl')).toMatchObject({
      remote: 'public-site',
      role: null,
    });
    expect(areaForPath('/verify/k7q2m4xw9ab3cd5ef6gh7ij2kl/more')).toBeUndefined();
  });
});
