import { showsFooter } from './footerVisibility';

describe('footer visibility', () => {
  it.each(['/', '/about', '/contact', '/reset-password'])('shows the footer on %s', (path) => {
    expect(showsFooter(path)).toBe(true);
  });

  it.each([
    '/dashboard',
    '/dashboard/profile',
    '/admin',
    '/admin/bank-account',
    '/user-dashboard',
    '/admin-dashboard',
  ])('hides the footer on %s', (path) => {
    expect(showsFooter(path)).toBe(false);
  });
});
