import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { serveFloorPage, withoutScripts } from './floor-page.mjs';
import { listenLocally } from './local-server.mjs';

const PAGE =
  '<!doctype html><html><head><style>p{color:red}</style><script defer src=/main.js></script>' +
  '<link rel="preload" href="/remotes/public-site/remoteEntry.js" as="script" /></head>' +
  '<body><div id=root><h1>About VendorBridge</h1></div>' +
  '<script type="application/json" id="runtime-config">{"apiBaseUrl":"/api"}</script>' +
  '<script>alert(1)</script></body></html>';

describe("a page's floor: the page without its scripts", () => {
  it('takes out every script and script hint, and keeps the markup, styles and JSON blocks', () => {
    const floor = withoutScripts(PAGE);
    assert.doesNotMatch(floor, /main\.js|remoteEntry|alert/);
    assert.match(floor, /<style>p\{color:red\}<\/style>/);
    assert.match(floor, /<h1>About VendorBridge<\/h1>/);
    assert.match(
      floor,
      /<script type="application\/json" id="runtime-config">\{"apiBaseUrl":"\/api"\}<\/script>/,
    );
  });
});

describe("a page's floor served with the portal's headers", () => {
  let portalUrl = '';
  let stopPortal = async () => undefined;
  before(async () => {
    const portal = createServer((request, response) => {
      if (request.url !== '/about') return void response.writeHead(404).end();
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'self'",
        'cross-origin-opener-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
      });
      response.end(PAGE);
    });
    ({ url: portalUrl, stop: stopPortal } = await listenLocally(portal));
  });
  after(() => stopPortal());

  it("answers the page without scripts, with the portal's headers, and once without COOP", async () => {
    const floor = await serveFloorPage(portalUrl, '/about');
    try {
      const withHeaders = await fetch(floor.url);
      assert.equal(withHeaders.headers.get('content-security-policy'), "default-src 'self'");
      assert.equal(withHeaders.headers.get('cross-origin-opener-policy'), 'same-origin');
      assert.equal(withHeaders.headers.get('x-content-type-options'), 'nosniff');
      const html = await withHeaders.text();
      assert.match(html, /<h1>About VendorBridge<\/h1>/);
      assert.doesNotMatch(html, /main\.js/);

      const withoutCoop = await fetch(floor.withoutCoopUrl);
      assert.equal(withoutCoop.headers.get('cross-origin-opener-policy'), null);
      assert.equal(withoutCoop.headers.get('content-security-policy'), "default-src 'self'");
      assert.equal(await withoutCoop.text(), html);

      assert.equal((await fetch(new URL('/main.js', floor.url))).status, 404);
    } finally {
      await floor.stop();
    }
  });

  it('refuses a page the portal does not serve, rather than measure an error page', async () => {
    await assert.rejects(serveFloorPage(portalUrl, '/nowhere'), /\/nowhere answered 404/);
  });
});
