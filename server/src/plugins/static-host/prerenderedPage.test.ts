import Fastify, { type FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@portal/contracts/remote';
import type { ServerConfig } from '../../config';
import { INLINE_STYLES_LIMIT, placePrerendered } from './prerenderedPage';
import { registerStaticHost } from './staticHost';
import { prerenderApp, REPO, rootOf, staticHostConfig } from '../../testing/prerenderBuilds';

/** Public pages come with their first screen as HTML (D41), signed-out visitors' at least. */
describe('prerendered public pages', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-prerender-'));
  const shellDir = path.join(dir, 'shell');
  const remoteDirs = Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(dir, name)])) as Record<
    RemoteName,
    string
  >;
  let app: FastifyInstance;
  let config: ServerConfig;

  beforeAll(async () => {
    for (const folder of [shellDir, ...Object.values(remoteDirs)]) mkdirSync(folder, { recursive: true });
    copyFileSync(path.join(REPO, 'shell/public/index.html'), path.join(shellDir, 'index.html'));
    await prerenderApp('shell', shellDir);
    await prerenderApp('remotes/public-site', remoteDirs['public-site'], ['777.abc.css']);
    config = staticHostConfig(dir);
    app = Fastify();
    await registerStaticHost(app, { ...config, shellDir, remoteDirs });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/about', '<h1>About VendorBridge</h1>', 'Our mission'],
    ['/', '<h1>Pay your vendors abroad, straight from Nigeria</h1>', 'Onboard your business in minutes'],
    ['/contact', '<h1>Contact us</h1>', 'Send us a message'],
  ])(
    'GET %s carries the page itself in the HTML, inside the navbar and footer',
    async (url, heading, text) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const root = rootOf(response.body);
      expect(root).toContain(heading);
      expect(root).toContain(text);
      // The shell's frame around it: the navbar's links and the footer.
      expect(root).toMatch(/<header class="navbar">[\s\S]*Log In[\s\S]*<h1>/);
      expect(root).toMatch(/<\/main>[\s\S]*<footer class="footer">/);
      // The first frame's placeholders are gone; the shell is told to take the markup over.
      expect(response.body).not.toContain('ff-frame');
      expect(response.body).toContain('<div id="root" data-prerendered="">');
      // Styled before any script runs: the area's stylesheet is linked in the head.
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      expect(head).toContain('<link rel="stylesheet" href="/remotes/public-site/777.abc.css" />');
      // Markup only: no script runs from it (the CSP allows none inline either).
      expect(root).not.toContain('<script');
    },
  );

  it("marks the page's own link as current in the navbar", async () => {
    const response = await app.inject({ method: 'GET', url: '/about' });
    expect(rootOf(response.body)).toContain('<a aria-current="page" class="active" href="/about"');
  });

  it('writes the contact form disabled: nothing is typed into markup the takeover replaces, nor sent without the scripts', async () => {
    const form =
      /<form id="contact-form"[\s\S]*?<\/form>/.exec(
        rootOf((await app.inject({ method: 'GET', url: '/contact' })).body),
      )?.[0] ?? '';
    const controls = form.match(/<(input|textarea|button)\b[^>]*>/g) ?? [];
    // Name, email, subject, message and Send; the honeypot is out of reach anyway.
    const visible = controls.filter((tag) => !tag.includes('tabindex="-1"'));
    expect(visible).toHaveLength(5);
    for (const tag of visible) expect(tag).toMatch(/\sdisabled=""/);
  });

  it.each(['/verify/abcdef', '/invitation/some-token', '/dashboard/overview', '/admin/dashboard'])(
    'answers %s, whose first screen needs a read or a session, with the plain page',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('ff-frame');
      expect(response.body).not.toContain('data-prerendered');
      expect(response.body).not.toContain('/remotes/public-site/777.abc.css');
    },
  );

  it('brings a small stylesheet of the page inside the page, allowed by the CSP by its hash, and links none', async () => {
    const css = '.hero{color:#0b5cab}';
    const file = path.join(remoteDirs['public-site'], '777.abc.css');
    writeFileSync(file, css);
    const guarded = Fastify();
    guarded.addHook('onRequest', async (_request, reply) => {
      reply.header('Content-Security-Policy', "default-src 'self'; style-src 'self'");
    });
    await registerStaticHost(guarded, { ...config, shellDir, remoteDirs });
    try {
      const about = await guarded.inject({ method: 'GET', url: '/about' });
      const head = about.body.slice(0, about.body.indexOf('</head>'));
      expect(head).toContain(`<style data-href="/remotes/public-site/777.abc.css">${css}</style>`);
      expect(head).not.toContain('<link rel="stylesheet" href="/remotes/public-site/777.abc.css"');
      const hash = createHash('sha256').update(css, 'utf8').digest('base64');
      expect(about.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
      // The shell's own inline first-frame styles stay allowed (its frame is gone from this page).
      expect(about.headers['content-security-policy']).not.toContain("'unsafe-inline'");
    } finally {
      rmSync(file);
      await guarded.close();
    }
  });

  describe("with the shell's own stylesheet linked by its page, as its build links it", () => {
    const template = path.join(shellDir, 'index.html');
    const shellCss = path.join(shellDir, 'main.abc.css');
    const areaCss = path.join(remoteDirs['public-site'], '777.abc.css');
    let plain = '';
    beforeAll(() => {
      plain = readFileSync(template, 'utf8');
      writeFileSync(template, plain.replace('</head>', '<link href=/main.abc.css rel=stylesheet></head>'));
    });
    afterAll(() => {
      writeFileSync(template, plain);
      rmSync(shellCss, { force: true });
      rmSync(areaCss, { force: true });
    });
    const headOf = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      return { response, head: response.body.slice(0, response.body.indexOf('</head>')) };
    };

    it("brings it inside the page in its link's place, before the area's, so nothing blocks the first paint", async () => {
      writeFileSync(shellCss, '.navbar{background:#fff}');
      writeFileSync(areaCss, '.hero{color:#0b5cab}');
      const { head } = await headOf('/about');
      expect(head).not.toContain('<link href=/main.abc.css');
      const shell = head.indexOf('<style data-href="/main.abc.css">.navbar{background:#fff}</style>');
      const area = head.indexOf(
        '<style data-href="/remotes/public-site/777.abc.css">.hero{color:#0b5cab}</style>',
      );
      expect(shell).toBeGreaterThan(-1);
      expect(area).toBeGreaterThan(shell);
    });

    it('links a stylesheet larger than a round trip is worth, and brings in what still fits', async () => {
      writeFileSync(shellCss, `.navbar{background:#fff}${' '.repeat(INLINE_STYLES_LIMIT)}`);
      writeFileSync(areaCss, '.hero{color:#0b5cab}');
      const { head } = await headOf('/about');
      expect(head).toContain('<link href=/main.abc.css rel=stylesheet>');
      expect(head).toContain(
        '<style data-href="/remotes/public-site/777.abc.css">.hero{color:#0b5cab}</style>',
      );
    });

    it("links the area's stylesheet when it no longer fits beside the shell's", async () => {
      writeFileSync(shellCss, `.navbar{background:#fff}${' '.repeat(INLINE_STYLES_LIMIT - 100)}`);
      writeFileSync(areaCss, `.hero{color:#0b5cab}${' '.repeat(200)}`);
      const { head } = await headOf('/about');
      expect(head).toContain('<style data-href="/main.abc.css">');
      expect(head).toContain('<link rel="stylesheet" href="/remotes/public-site/777.abc.css" />');
    });
  });

  it("brings the shell's own stylesheet inside a prerendered page, so its first paint waits for no request", async () => {
    const css = '.navbar{position:sticky}';
    const template = path.join(shellDir, 'index.html');
    const saved = readFileSync(template, 'utf8');
    writeFileSync(template, saved.replace('</head>', '<link href=/main.abc.css rel=stylesheet></head>'));
    writeFileSync(path.join(shellDir, 'main.abc.css'), css);
    const guarded = Fastify();
    guarded.addHook('onRequest', async (_request, reply) => {
      reply.header('Content-Security-Policy', "default-src 'self'; style-src 'self'");
    });
    await registerStaticHost(guarded, { ...config, shellDir, remoteDirs });
    try {
      const about = await guarded.inject({ method: 'GET', url: '/about' });
      expect(about.body).toContain(`<style data-href="/main.abc.css">${css}</style>`);
      expect(about.body).not.toContain('<link href=/main.abc.css rel=stylesheet>');
      const hash = createHash('sha256').update(css, 'utf8').digest('base64');
      expect(about.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
      // A page that is not prerendered shows its first frame; its stylesheet stays linked (cached).
      const verify = await guarded.inject({ method: 'GET', url: '/verify/abcdef' });
      expect(verify.body).toContain('<link href=/main.abc.css rel=stylesheet>');
      expect(verify.body).not.toContain('data-href="/main.abc.css"');
    } finally {
      writeFileSync(template, saved);
      rmSync(path.join(shellDir, 'main.abc.css'));
      await guarded.close();
    }
  });

  it('answers with the plain page when the public site is deployed elsewhere (its build may differ)', async () => {
    const elsewhere = Fastify();
    const remoteEntries = { ...config.remoteEntries, 'public-site': 'https://cdn.example/remoteEntry.js' };
    await registerStaticHost(elsewhere, { ...config, shellDir, remoteDirs, remoteEntries });
    try {
      const about = await elsewhere.inject({ method: 'GET', url: '/about' });
      expect(about.body).toContain('ff-frame');
      expect(about.body).not.toContain('data-prerendered');
    } finally {
      await elsewhere.close();
    }
  });

  it('answers with the plain page when a build has no prerendered markup of the page', async () => {
    const pages = path.join(remoteDirs['public-site'], 'prerendered/pages.json');
    const saved = readFileSync(pages, 'utf8');
    writeFileSync(pages, '{"/about": {"file": "../../etc/passwd", "styles": []}}');
    try {
      const about = await app.inject({ method: 'GET', url: '/about' });
      expect(about.body).toContain('ff-frame');
      expect(about.body).not.toContain('data-prerendered');
    } finally {
      writeFileSync(pages, saved);
    }
  });

  it('places the markup in the page as the build minifies it (attributes without quotes)', () => {
    const built =
      '<!doctype html><html><head><link href="/main.css" rel="stylesheet"></head><body>' +
      '<div id=root><div class=ff-frame><div class=ff-bar></div></div></div><div id=modal-root></div></body></html>';
    const page = placePrerendered(built, {
      markup: '<main><h1>About VendorBridge</h1></main>',
      shellStylesheets: [{ link: '<link href="/main.css" rel="stylesheet">', href: '/main.css', css: null }],
      stylesheets: [{ href: '/x.css', css: null }],
    });
    expect(page).toContain(
      '<div id="root" data-prerendered=""><main><h1>About VendorBridge</h1></main></div><div id=modal-root></div>',
    );
    expect(page).not.toContain('ff-frame');
    expect(page).toMatch(/<link rel="stylesheet" href="\/x.css" \/>\s*<\/head>/);
  });
});
