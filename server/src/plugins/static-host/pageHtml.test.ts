import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@portal/contracts/remote';
import { renderPage } from './pageHtml';

const TEMPLATE =
  '<!doctype html><html><head><title>VendorBridge</title></head><body><div id="root"></div></body></html>';

const CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  remotes: {
    'public-site': '/remotes/public-site/remoteEntry.js',
    customer: '/remotes/customer/remoteEntry.js',
    admin: '/remotes/admin/remoteEntry.js',
  },
};

/** The JSON text of the data block, read back as a browser's parser would see it. */
function dataBlockOf(html: string): string {
  const open = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">`;
  const start = html.indexOf(open) + open.length;
  return html.slice(start, html.indexOf('</script>', start));
}

describe('renderPage', () => {
  it('writes the runtime configuration into the head as JSON the shell can parse', () => {
    const html = renderPage(TEMPLATE, CONFIG, []);
    expect(html.indexOf(RUNTIME_CONFIG_ELEMENT_ID)).toBeLessThan(html.indexOf('</head>'));
    expect(JSON.parse(dataBlockOf(html))).toEqual(CONFIG);
  });

  it('writes the preloads as plain script preloads, matching the script element the shell adds', () => {
    const html = renderPage(TEMPLATE, CONFIG, [
      { href: '/remotes/public-site/remoteEntry.js', as: 'script' },
    ]);
    expect(html).toContain('<link rel="preload" href="/remotes/public-site/remoteEntry.js" as="script" />');
  });

  it('keeps a configured value from closing the data block or the attribute it is in', () => {
    const hostile = { ...CONFIG, apiBaseUrl: '</script><script>alert(1)</script>/api' };
    const html = renderPage(TEMPLATE, hostile, [{ href: '/a"><script>', as: 'script' }]);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(JSON.parse(dataBlockOf(html))).toEqual(hostile);
    expect(html).toContain('href="/a&quot;&gt;&lt;script&gt;"');
  });
});
