import { API_PATHS } from '@portal/contracts/api';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from './testing';

/** Compression is for the files served; the API's small JSON answers skip its hooks. */
describe('compression', () => {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'portal-shell-'));
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(shellDir, 'big.js'), `console.log(${JSON.stringify('x'.repeat(8_000))});`);
    database = await openTestDatabase('pglite');
    test = await buildTestApp(database, { env: { SHELL_DIST_DIR: shellDir } });
    await test.app.ready();
  });
  afterAll(async () => {
    await test?.close();
    await database?.close();
    rmSync(shellDir, { recursive: true, force: true });
  });

  it('compresses a file the static host serves', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/big.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('runs no compression hook on API routes', () => {
    const routes = test.app.printRoutes({ includeHooks: true, commonPrefix: false });
    // The tree prints the path without its leading slash when `/` is a route of its own.
    const apiRoute = routes.slice(routes.indexOf(`${api(API_PATHS.me).slice(1)} (GET)`));
    const hooksOfMe = apiRoute.slice(0, apiRoute.indexOf('├──') === -1 ? undefined : apiRoute.indexOf('├──'));
    expect(hooksOfMe).toContain('handleCors');
    expect(hooksOfMe).not.toMatch(/preParsing|onSend\(\)/);
  });
});
