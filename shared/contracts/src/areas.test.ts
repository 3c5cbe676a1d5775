import { ADMIN_NAVIGATION, adminNavItems, CUSTOMER_NAVIGATION, currentNavItem } from './areas';

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
