import { RUNTIME_CONFIG_ELEMENT_ID } from '@portal/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from '../../test-support';

/** The shell's page and files as the portal's server sends them. */
describe('the static host', () => {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'portal-shell-'));
  const script = `console.log(${JSON.stringify('x'.repeat(8_000))});`;
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    writeFileSync(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>VendorBridge</title></head><body></body></html>',
    );
    writeFileSync(path.join(shellDir, 'main.js'), script);
    writeFileSync(path.join(shellDir, 'main.js.gz'), gzipSync(script));
    database = await openTestDatabase('pglite');
    test = await buildTestApp(database, {
      env: { SHELL_DIST_DIR: shellDir, ADMIN_EMAIL: 'ops@vendorbridge.ng' },
    });
    await test.app.ready();
  });
  afterAll(async () => {
    await test?.close();
    await database?.close();
    rmSync(shellDir, { recursive: true, force: true });
  });

  it.each(['/', '/about', '/user-dashboard', '/no-such-page?x=1'])(
    'answers %s with the page, the runtime configuration written into it',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const block = new RegExp(
        `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">(.*?)</script>`,
      );
      const config = JSON.parse(block.exec(response.body)?.[1] ?? 'null');
      expect(config).toMatchObject({ apiBaseUrl: '/api', adminEmail: 'ops@vendorbridge.ng' });
    },
  );

  it("tells the browser to fetch the opening area's manifest from the page itself", async () => {
    const home = await test.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('href="/remotes/public-site/mf-manifest.json" as="fetch"');
    const admin = await test.app.inject({ method: 'GET', url: '/admin/dashboard' });
    expect(admin.body).toContain('href="/remotes/admin/mf-manifest.json" as="fetch"');
    expect(admin.body).not.toContain('<link rel="preload" href="/remotes/public-site/');
  });

  it('sends a precompressed copy as it is, when the browser accepts its encoding', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/main.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(gzipSync(script))).toBe(true);
  });

  it('sends the file itself to a browser that accepts no compression', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/main.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });
});
