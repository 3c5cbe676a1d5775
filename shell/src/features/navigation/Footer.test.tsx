import { screen } from '@testing-library/react';
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
    expect(screen.getByText(/only the cookies and browser storage needed/)).toBeInTheDocument();
    expect(screen.getByText('© 2027 VendorBridge. All rights reserved.')).toBeInTheDocument();
  });

  it('links only to pages that exist', () => {
    renderShell({ page: <Footer /> });
    for (const link of screen.getAllByRole('link')) {
      const path = (link.getAttribute('href') ?? '').split('#')[0] ?? '';
      expect(areaForPath(path)?.remote).toBe('public-site');
    }
  });
});
