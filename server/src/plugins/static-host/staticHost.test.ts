import { RUNTIME_CONFIG_ELEMENT_ID } from '@portal/contracts/remote';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from '../../testing';

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
    // What older or development builds left beside the served files.
    writeFileSync(
      path.join(shellDir, 'main.js.map'),
      '{"version":3,"sources":["webpack://shell/src/secret.ts"]}',
    );
    writeFileSync(path.join(shellDir, 'main.12345678.css.map'), '{"version":3}');
    writeFileSync(path.join(shellDir, 'mf-stats.json'), '{"name":"shell"}');
    writeFileSync(path.join(shellDir, 'mf-stats.json.gz'), gzipSync('{"name":"shell"}'));
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
      const config: unknown = JSON.parse(block.exec(response.body)?.[1] ?? 'null');
      expect(config).toMatchObject({ apiBaseUrl: '/api' });
    },
  );

  it.each(['/', '/about', '/config.json'])('publishes no admin address in %s', async (url) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('ops@vendorbridge.ng');
    expect(response.body).not.toContain('adminEmail');
  });

  it("tells the browser to fetch the opening area's entry from the page itself", async () => {
    const home = await test.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('href="/remotes/public-site/remoteEntry.js" as="script"');
    const admin = await test.app.inject({ method: 'GET', url: '/admin/dashboard' });
    expect(admin.body).toContain('href="/remotes/admin/remoteEntry.js" as="script"');
    expect(admin.body).not.toContain('<link rel="preload" href="/remotes/public-site/');
  });

  it.each([
    ['/main.js.map', 'identity'],
    ['/main.js.map', 'gzip, br'],
    ['/MAIN.JS.MAP', 'identity'],
    ['/main.12345678.css.map', 'identity'],
    ['/mf-stats.json', 'identity'],
    ['/mf-stats.json', 'gzip'],
    ['/mf-stats.json.gz', 'identity'],
    ['/remotes/public-site/mf-stats.json', 'identity'],
    ['/remotes/admin/remoteEntry.js.map', 'identity'],
  ])('answers %s 404 (%s): source maps and build stats are not served', async (url, encoding) => {
    const response = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret.ts');
    expect(response.body).not.toContain('"name":"shell"');
  });

  it('does not send a map through an encoded path either', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/main%2Ejs%2Emap' });
    expect(response.body).not.toContain('secret.ts');
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
