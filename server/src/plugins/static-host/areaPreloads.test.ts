import type { RuntimeConfig } from '@portal/contracts/remote';
import { preloadsForPage } from './areaPreloads';

const REMOTES: RuntimeConfig['remotes'] = {
  'public-site': 'https://cdn.example/public/remoteEntry.js',
  customer: '/remotes/customer/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
};

const entryScript = (href: string) => [{ href, as: 'script' }];

describe('preloadsForPage', () => {
  it.each([
    ['/', REMOTES['public-site']],
    ['/about/', REMOTES['public-site']],
    ['/contact', REMOTES['public-site']],
    ['/user-dashboard', REMOTES.customer],
    ['/dashboard/payments', REMOTES.customer],
    ['/admin/dashboard', REMOTES.admin],
  ])('preloads on %s the entry script of the area that owns it, wherever it is hosted', (pathname, href) => {
    expect(preloadsForPage(pathname, REMOTES)).toEqual(entryScript(href));
  });

  it('preloads nothing on a path no area owns (the shell sends it to /)', () => {
    expect(preloadsForPage('/no-such-page', REMOTES)).toEqual([]);
  });
});
