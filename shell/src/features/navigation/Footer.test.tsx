import { screen, within } from '@testing-library/react';
import { renderShell } from '../../testing/renderShell';
import { Footer } from './Footer';
import { areaForPath } from '../remotes';

describe('Footer', () => {
  afterEach(() => jest.useRealTimers());

  it('has company, support and legal columns, the cookie notice and the copyright of the current year', () => {
    jest.useFakeTimers({ now: new Date('2027-03-01T09:00:00Z'), doNotFake: ['queueMicrotask'] });
    renderShell({ page: <Footer /> });
    for (const column of ['Company', 'Support', 'Legal']) {
      expect(screen.getByRole('navigation', { name: column })).toBeInTheDocument();
    }
    // The words About's cookie policy uses too, true of the code: one sign-in cookie and a marker.
    expect(
      screen.getByText(/We use one cookie, set when you sign in, to keep you signed in/),
    ).toBeInTheDocument();
    expect(screen.getByText(/a note in your browser’s storage that you are signed in/)).toBeInTheDocument();
    expect(screen.getByText('© 2027 VendorBridge. All rights reserved.')).toBeInTheDocument();
  });

  it('has no two links of one column to the same page under different names ("Help centre" was Contact)', () => {
    renderShell({ page: <Footer /> });
    expect(screen.queryByRole('link', { name: 'Help centre' })).toBeNull();
    const targets = screen.getAllByRole('navigation').flatMap((column) =>
      within(column)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    );
    expect(new Set(targets).size).toBe(targets.length);
  });

  it('links only to pages that exist', () => {
    renderShell({ page: <Footer /> });
    for (const link of screen.getAllByRole('link')) {
      const path = (link.getAttribute('href') ?? '').split('#')[0] ?? '';
      expect(areaForPath(path)?.remote).toBe('public-site');
    }
  });
});
