import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { firstReadsFor } from '@portal/contracts/areas';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '@portal/contracts/firstScreen';
import { PROFILE_CHECKLIST_FIELDS } from '@portal/contracts/onboarding';
import { PAYMENT_STATES } from '@portal/rules/paymentLifecycle';
import { REMOTE_NAMES, type RemoteName } from '@portal/contracts/remote';
import type { User } from '@portal/contracts/user';
import type { ServerConfig } from '../../config';
import { registerStaticHost } from './staticHost';
import { prerenderApp, REPO, rootOf, staticHostConfig } from '../../testing/prerenderBuilds';

const ok = (data: unknown) => ({ status: 200, body: { success: true, message: 'OK', data } });

const customer = (overrides: Partial<User> = {}): User => ({
  id: 'u-ada',
  name: 'Ada Obi',
  email: 'ada@acme.ng',
  role: 'user',
  approved: false,
  ...overrides,
});

/** A new customer's overview as the API answers its first reads (D41). */
function overviewOf(user: User, pending = 4): FirstScreen {
  const answers: Record<string, FirstScreen['reads'][string]> = {
    '/onboarding': ok({
      onboarding: {
        registration: { status: 'pending', reason: null, decidedAt: null },
        profile: { complete: false, missing: [...PROFILE_CHECKLIST_FIELDS] },
        documents: { uploaded: [], pending: 0, approved: 0, rejected: 0, rejections: [], submittedAt: null },
      },
    }),
    '/dashboard': ok({
      stats: {
        pendingPayments: pending,
        completedTransactions: 0,
        rejected: 0,
        byState: Object.fromEntries(PAYMENT_STATES.map((state) => [state, 0])),
      },
    }),
  };
  const reads = Object.fromEntries(
    firstReadsFor('/dashboard/overview', user).map((read) => [read, answers[read]]),
  );
  return { user, reads: reads as FirstScreen['reads'] };
}

/** Signed-in pages come with their first screen rendered on the server (D41). */
describe('signed-in pages rendered on the server', () => {
  // Each build's folder inside its app's, as `dist` is: a renderer loads its packages (React,
  // the router) from the node_modules above it.
  const buildDir = (app: string) => {
    const cache = path.join(REPO, app, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    return mkdtempSync(path.join(cache, 'portal-signed-in-'));
  };
  const shellDir = buildDir('shell');
  const remoteDirs = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, buildDir(`remotes/${name}`)]),
  ) as Record<RemoteName, string>;
  /** The first screen each test's request comes with, by the test's own header. */
  const screens = new Map<string, FirstScreen>();
  const firstScreen = (request: FastifyRequest) =>
    Promise.resolve(screens.get(String(request.headers['x-test-screen'])) ?? null);
  let app: FastifyInstance;
  let config: ServerConfig;

  beforeAll(async () => {
    copyFileSync(path.join(REPO, 'shell/public/index.html'), path.join(shellDir, 'index.html'));
    await prerenderApp('shell', shellDir);
    await prerenderApp('remotes/customer', remoteDirs.customer, ['321.abc.css']);
    writeFileSync(path.join(remoteDirs.customer, '321.abc.css'), '.stat-card{color:#0b5cab}');
    config = staticHostConfig(shellDir);
    app = Fastify();
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('Content-Security-Policy', "default-src 'self'; style-src 'self'");
    });
    await registerStaticHost(app, { ...config, shellDir, remoteDirs }, { firstScreen });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    for (const folder of [shellDir, ...Object.values(remoteDirs)])
      rmSync(folder, { recursive: true, force: true });
  });
  afterEach(() => screens.clear());

  const open = (url: string, screen: FirstScreen | null) => {
    const key = String(screens.size);
    if (screen) screens.set(key, screen);
    return app.inject({ method: 'GET', url, headers: screen ? { 'x-test-screen': key } : {} });
  };

  it("carries the customer's overview itself, inside their navbar, beside the first screen's data", async () => {
    const page = await open('/dashboard/overview', overviewOf(customer(), 4));
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store, private');
    expect(page.body).toContain('<div id="root" data-prerendered="">');
    const root = rootOf(page.body);
    expect(root).toContain('Welcome, Ada Obi');
    expect(root).toMatch(/<header class="navbar">[\s\S]*Log Out[\s\S]*Welcome, Ada Obi/);
    expect(root).not.toContain('Log In');
    expect(root).not.toContain('<script');
    // The data the shell takes over with is still there, the first frame's placeholder gone.
    expect(page.body).toContain(`id="${FIRST_SCREEN_ELEMENT_ID}"`);
    expect(page.body).not.toContain('ff-frame');
    // The area's stylesheet inside the page, allowed by its hash; nothing inline runs.
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain(
      '<style data-href="/remotes/customer/321.abc.css">.stat-card{color:#0b5cab}</style>',
    );
    const hash = createHash('sha256').update('.stat-card{color:#0b5cab}', 'utf8').digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(page.headers['content-security-policy']).not.toContain("'unsafe-inline'");
  });

  it("writes each person's own page when two ask at once, never the other's", async () => {
    const [ada, bola] = await Promise.all([
      open('/dashboard/overview', overviewOf(customer(), 4)),
      open(
        '/user-dashboard',
        overviewOf(customer({ id: 'u-bola', name: 'Bola Ade', email: 'bola@ade.ng' }), 9),
      ),
    ]);
    expect(rootOf(ada.body)).toContain('Welcome, Ada Obi');
    expect(rootOf(ada.body)).not.toContain('Bola');
    expect(rootOf(bola.body)).toContain('Welcome, Bola Ade');
    expect(rootOf(bola.body)).not.toContain('Ada Obi');
  });

  it('writes a name as text, never as markup', async () => {
    const page = await open(
      '/dashboard/overview',
      overviewOf(customer({ name: '<img src=x onerror=alert(1)>' })),
    );
    expect(rootOf(page.body)).toContain('Welcome, &lt;img src=x onerror=alert(1)&gt;');
    expect(rootOf(page.body)).not.toContain('<img src=x');
  });

  it.each([
    [
      'a read the screen needs did not come with the page',
      () => {
        const screen = overviewOf(customer());
        delete screen.reads['/dashboard'];
        return screen;
      },
    ],
    [
      'a read was refused',
      () => {
        const screen = overviewOf(customer());
        screen.reads['/dashboard'] = {
          status: 500,
          body: { success: false, message: 'Something went wrong' },
        };
        return screen;
      },
    ],
    [
      "the person's role does not enter the page's area (the guard sends them on)",
      () => overviewOf(customer({ role: 'admin' })),
    ],
  ])('sends the plain page with the first screen when %s', async (_case, screenOf) => {
    const page = await open('/dashboard/overview', screenOf());
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-prerendered');
    expect(page.body).toContain('ff-frame');
    expect(page.body).toContain(`id="${FIRST_SCREEN_ELEMENT_ID}"`);
  });

  it('sends the plain page for a page the area does not render on the server', async () => {
    const page = await open('/dashboard/payments', overviewOf(customer()));
    expect(page.body).not.toContain('data-prerendered');
  });

  it('sends the plain page when the area was built without a renderer, or its renderer does not load', async () => {
    expect(existsSync(path.join(remoteDirs.admin, 'prerendered'))).toBe(false);
    const admin = customer({ id: 'adm-1', role: 'admin', approved: true });
    expect((await open('/admin/dashboard', { user: admin, reads: {} })).body).not.toContain(
      'data-prerendered',
    );
    mkdirSync(path.join(remoteDirs.admin, 'prerendered'), { recursive: true });
    writeFileSync(
      path.join(remoteDirs.admin, 'prerendered', 'first-screen.0123456789abcdef.cjs'),
      'throw new Error("broken")',
    );
    writeFileSync(
      path.join(remoteDirs.admin, 'prerendered', 'first-screen.json'),
      JSON.stringify({
        renderer: 'first-screen.0123456789abcdef.cjs',
        pages: { '/admin/dashboard': { styles: [] } },
      }),
    );
    const page = await open('/admin/dashboard', { user: admin, reads: {} });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-prerendered');
  });

  it('serves no renderer to browsers', async () => {
    const [file] = readdirSync(path.join(remoteDirs.customer, 'prerendered')).filter((name) =>
      name.endsWith('.cjs'),
    );
    expect(file).toMatch(/^first-screen\.[0-9a-f]{16}\.cjs$/);
    const response = await app.inject({ method: 'GET', url: `/remotes/customer/prerendered/${file}` });
    expect(response.statusCode).toBe(404);
  });
});
