import type { RemoteName, RuntimeConfig } from '@portal/contracts';
import { parseManifest, preloadsForPage, type AreaManifest } from './areaPreloads';

const HOSTED: RuntimeConfig['remotes'] = {
  'public-site': '/remotes/public-site/mf-manifest.json',
  customer: '/remotes/customer/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};

const MANIFEST_TEXT = JSON.stringify({
  id: 'publicSite',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  shared: [],
  exposes: [
    {
      name: 'Area',
      path: './Area',
      assets: {
        js: { sync: ['__federation_expose_Area.1234abcd.js'], async: [] },
        css: { sync: ['__federation_expose_Area.5678ef90.css'], async: [] },
      },
    },
  ],
});

const readerOf =
  (text: string | null) =>
  (remote: RemoteName): AreaManifest | null =>
    remote === 'public-site' && text !== null ? parseManifest(text) : null;

describe('preloadsForPage', () => {
  it.each(['/', '/about', '/contact', '/about/'])(
    'preloads the public site manifest, remoteEntry.js and Area files on %s',
    (pathname) => {
      expect(preloadsForPage(pathname, HOSTED, readerOf(MANIFEST_TEXT))).toEqual([
        { href: '/remotes/public-site/mf-manifest.json', as: 'fetch', crossOrigin: true },
        { href: '/remotes/public-site/remoteEntry.js', as: 'script', crossOrigin: false },
        {
          href: '/remotes/public-site/__federation_expose_Area.1234abcd.js',
          as: 'script',
          crossOrigin: false,
        },
        {
          href: '/remotes/public-site/__federation_expose_Area.5678ef90.css',
          as: 'style',
          crossOrigin: false,
        },
      ]);
    },
  );

  it.each([
    ['/user-dashboard', '/remotes/customer/mf-manifest.json'],
    ['/dashboard/payments', '/remotes/customer/mf-manifest.json'],
    ['/admin/dashboard', '/remotes/admin/mf-manifest.json'],
  ])('preloads only the manifest of the guarded area owning %s, never its code', (pathname, manifest) => {
    expect(preloadsForPage(pathname, HOSTED, readerOf(MANIFEST_TEXT))).toEqual([
      { href: manifest, as: 'fetch', crossOrigin: true },
    ]);
  });

  it('preloads nothing on a path no area owns (the shell sends it to /)', () => {
    expect(preloadsForPage('/no-such-page', HOSTED, readerOf(MANIFEST_TEXT))).toEqual([]);
  });

  it('preloads only the manifest of a remote hosted on another origin', () => {
    const remotes = { ...HOSTED, 'public-site': 'https://cdn.example/public/mf-manifest.json' };
    expect(preloadsForPage('/', remotes, readerOf(MANIFEST_TEXT))).toEqual([
      { href: 'https://cdn.example/public/mf-manifest.json', as: 'fetch', crossOrigin: true },
    ]);
  });

  it.each([
    ['missing', null],
    ['not JSON', '{'],
    ['not a manifest', '{"exposes": 3}'],
  ])('preloads only the manifest when the hosted manifest is %s', (_case, text) => {
    expect(preloadsForPage('/', HOSTED, readerOf(text))).toEqual([
      { href: '/remotes/public-site/mf-manifest.json', as: 'fetch', crossOrigin: true },
    ]);
  });

  it('ignores file names in a manifest that would leave the remote folder', () => {
    const hostile = MANIFEST_TEXT.replace('__federation_expose_Area.1234abcd.js', '../../server/secret.js');
    const hrefs = preloadsForPage('/', HOSTED, readerOf(hostile)).map((preload) => preload.href);
    expect(hrefs).not.toContainEqual(expect.stringContaining('..'));
    expect(hrefs).toContain('/remotes/public-site/remoteEntry.js');
  });
});
