import { eq } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import { ADMIN_SCREENING_STATUS_PATH, API_PATHS } from '@portal/contracts/api';
import { firstReadsFor } from '@portal/contracts/areas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { CustomerPayment } from '@portal/contracts/paymentAnswers';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { TEAM_PATHS } from '@portal/contracts/teams';
import { tables } from '../../plugins/database';
import { PDF } from '../../plugins/uploads/testing/fixtures';
import {
  DATABASE_KINDS,
  TEST_PUBLIC_URL,
  api,
  bearer,
  useTestServer,
  verifiedAccount,
  type Credentials,
} from '../../testing';
import { REFRESH_TOKEN_TTL_MS, hashPassword } from '../auth';
import { PAYMENT, call, dataOf, submitForm } from '../payments/testing/paymentTesting';
import { invitedMember } from '../team/testing/teamTesting';
import { CookieJar, firstScreenOf, navigate, shellDirWithPage, signInBrowser } from './testing/pageRequests';

const OVERVIEW = '/dashboard/overview';
const XSS = '</script><script>alert(1)</script><!-- \u2028\u2029';

describe.each(DATABASE_KINDS)('the first screen a signed-in page comes with on %s (D41)', (kind) => {
  const shellDir = shellDirWithPage();
  const server = useTestServer(kind, { env: { SHELL_DIST_DIR: shellDir } });
  afterAll(() => rmSync(shellDir, { recursive: true, force: true }));

  const fromPortal = { origin: TEST_PUBLIC_URL };

  /** An approved customer signed in in a browser. */
  async function approvedCustomer(overrides: Partial<Credentials> = {}) {
    const credentials = await verifiedAccount(server.test, overrides);
    await server.database.db
      .update(tables.users)
      .set({ approved: true, registrationStatus: 'approved' })
      .where(eq(tables.users.email, credentials.email));
    return { credentials, ...(await signInBrowser(server.test, credentials)) };
  }

  const refreshIn = async (jar: CookieJar) => {
    const response = await server.test.app.inject({
      method: 'POST',
      url: api(API_PATHS.refresh),
      headers: { cookie: jar.header(), ...fromPortal },
    });
    jar.take(response);
    return response;
  };

  it("carries the customer's user and the overview's first reads as the API answers them, and no token", async () => {
    const { credentials, jar, data } = await approvedCustomer();
    const page = await navigate(server.test, OVERVIEW, jar.header());

    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store, private');
    expect(String(page.headers.vary)).toMatch(/\bCookie\b/i);
    const screen = firstScreenOf(page.body);
    expect(screen?.user).toMatchObject({ email: credentials.email, role: 'user', approved: true });
    const expected = firstReadsFor(OVERVIEW, data.user);
    expect(Object.keys(screen?.reads ?? {}).sort()).toEqual([...expected].sort());
    // The same routes' answers for the same person (the clock is the test's own, so times agree).
    for (const path of expected) {
      const own = await server.test.app.inject({ url: api(path), headers: bearer(data.tokens.accessToken) });
      expect({ path, status: screen?.reads[path]?.status }).toEqual({ path, status: own.statusCode });
      expect(screen?.reads[path]?.body).toEqual(own.json());
    }
    for (const secret of [data.tokens.accessToken, jar.value('vb_refresh'), jar.value('vb_page')]) {
      expect(secret).toBeTruthy();
      expect(page.body).not.toContain(secret);
    }
    // No JWT of any session: every one starts with the encoded `{"alg"`.
    expect(page.body).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
  });

  it('reads the cookie without rotating it: the page sets none and the refresh token still works', async () => {
    const { jar } = await approvedCustomer();
    const page = await navigate(server.test, OVERVIEW, jar.header());
    expect(firstScreenOf(page.body)).not.toBeNull();
    expect(page.headers['set-cookie']).toBeUndefined();
    expect((await refreshIn(jar)).statusCode).toBe(200);
  });

  it('keeps the page cookie off the refresh token: it is httpOnly, SameSite=Strict, for every path', async () => {
    const credentials = await verifiedAccount(server.test);
    const response = await server.test.app.inject({
      method: 'POST',
      url: api(API_PATHS.login),
      payload: credentials,
    });
    const lines = [response.headers['set-cookie']].flat().map(String);
    const page = lines.find((line) => line.startsWith('vb_page='));
    expect(page).toMatch(/; Path=\/; /);
    expect(page).toContain('; HttpOnly');
    expect(page).toContain('; SameSite=Strict');
    const refresh = lines.find((line) => line.startsWith('vb_refresh='));
    expect(refresh).toContain('; Path=/api/auth');
    expect(page?.split(';')[0]).not.toContain(refresh?.split(';')[0]?.slice('vb_refresh='.length) ?? '-');
  });

  it('answers a navigation without a cookie (a cross-site one carries none) with the plain page', async () => {
    const page = await navigate(server.test, OVERVIEW);
    expect(page.statusCode).toBe(200);
    expect(firstScreenOf(page.body)).toBeNull();
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.headers.vary)).toMatch(/\bCookie\b/i);
  });

  it('answers the plain page once the session is signed out, in this tab or another', async () => {
    const { jar } = await approvedCustomer();
    const cookie = jar.header();
    const signedOut = await server.test.app.inject({
      method: 'POST',
      url: api(API_PATHS.logout),
      headers: { cookie, ...fromPortal },
    });
    expect(signedOut.statusCode).toBe(200);
    // The other tab still sends the cookie it had: the session it names has ended.
    expect(firstScreenOf((await navigate(server.test, OVERVIEW, cookie)).body)).toBeNull();
    // This tab's jar: the sign-out cleared both cookies.
    expect(jar.take(signedOut).header()).toBe('');
  });

  it('answers the plain page once the session has expired', async () => {
    const { jar } = await approvedCustomer();
    server.test.clock.advance(REFRESH_TOKEN_TTL_MS + 1_000);
    const page = await navigate(server.test, OVERVIEW, jar.header());
    expect(firstScreenOf(page.body)).toBeNull();
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers the plain page once a replayed refresh token ended the session', async () => {
    const { jar } = await approvedCustomer();
    const stolen = jar.header();
    expect((await refreshIn(jar)).statusCode).toBe(200);
    // The old refresh token again: reuse, the whole session is revoked.
    await server.test.app.inject({
      method: 'POST',
      url: api(API_PATHS.refresh),
      headers: { cookie: stolen, ...fromPortal },
    });
    expect(firstScreenOf((await navigate(server.test, OVERVIEW, jar.header())).body)).toBeNull();
  });

  it('answers the plain page for a page cookie that names a session with a signature not ours', async () => {
    const { jar } = await approvedCustomer();
    const [sessionId] = (jar.value('vb_page') ?? '').split('.');
    const forged = `vb_page=${sessionId}.${'A'.repeat(43)}`;
    expect(firstScreenOf((await navigate(server.test, OVERVIEW, forged)).body)).toBeNull();
    expect(firstScreenOf((await navigate(server.test, OVERVIEW, 'vb_page=%zz')).body)).toBeNull();
  });

  it('gives a session from before D41 (refresh cookie only) its page cookie at its next refresh', async () => {
    const { jar } = await approvedCustomer();
    const before = jar.header(['vb_refresh']);
    expect(firstScreenOf((await navigate(server.test, OVERVIEW, before)).body)).toBeNull();
    const old = new CookieJar();
    const refreshed = await server.test.app.inject({
      method: 'POST',
      url: api(API_PATHS.refresh),
      headers: { cookie: before, ...fromPortal },
    });
    expect(refreshed.statusCode).toBe(200);
    old.take(refreshed);
    expect(firstScreenOf((await navigate(server.test, OVERVIEW, old.header())).body)).not.toBeNull();
  });

  it("gives a second tab the same person's first screen, also after the first tab refreshed", async () => {
    const { credentials, jar } = await approvedCustomer();
    const first = firstScreenOf((await navigate(server.test, OVERVIEW, jar.header())).body);
    expect((await refreshIn(jar)).statusCode).toBe(200);
    const second = firstScreenOf((await navigate(server.test, OVERVIEW, jar.header())).body);
    expect(first?.user.email).toBe(credentials.email);
    expect(second?.user.email).toBe(credentials.email);
  });

  it("never carries another customer's data: each page is its own cookie's person's", async () => {
    const ada = await approvedCustomer({ name: 'Ada Okafor' });
    const bola = await approvedCustomer({ name: 'Bola Adeyemi' });
    const submitted = await submitForm(server, bearer(ada.data.tokens.accessToken), { ...PAYMENT }, [
      { field: 'invoiceFile', fileName: 'invoice.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    expect(submitted.statusCode).toBe(201);
    const reference = dataOf<{ payment: CustomerPayment }>(submitted).payment.reference;

    const adaPage = await navigate(server.test, OVERVIEW, ada.jar.header());
    expect(adaPage.body).toContain(reference);
    const bolaPage = await navigate(server.test, OVERVIEW, bola.jar.header());
    expect(firstScreenOf(bolaPage.body)?.user.email).toBe(bola.credentials.email);
    expect(bolaPage.body).not.toContain(reference);
    expect(bolaPage.body).not.toContain(ada.credentials.email);
    expect(bolaPage.body).not.toContain('Ada Okafor');
  });

  it('gives a member the API refuses the reads (two-factor required, not enrolled) the refusals, no data', async () => {
    const owner = await approvedCustomer();
    const ownerHeaders = bearer(owner.data.tokens.accessToken);
    const submitted = await submitForm(server, ownerHeaders, { ...PAYMENT }, [
      { field: 'invoiceFile', fileName: 'invoice.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    const reference = dataOf<{ payment: CustomerPayment }>(submitted).payment.reference;
    const email = `viewer-${Date.now()}@example.com`;
    await invitedMember(server, { user: owner.data.user, headers: ownerHeaders }, 'viewer', email);
    const policy = await call(server, 'PUT', TEAM_PATHS.approvalPolicy, ownerHeaders, {
      thresholdNgn: null,
      requireTwoFactor: true,
    });
    expect(policy.statusCode).toBe(200);
    const viewer = await signInBrowser(server.test, { email, password: 'Member-Pass-1' });

    const page = await navigate(server.test, OVERVIEW, viewer.jar.header());
    const screen = firstScreenOf(page.body);
    expect(screen?.user.email).toBe(email);
    const reads = Object.values(screen?.reads ?? {});
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) {
      expect(read.status).toBe(403);
      expect(read.body).toMatchObject({ success: false, code: ERROR_CODES.twoFactorSetupRequired });
    }
    expect(screen?.reads[PAYMENT_PATHS.payments]).toBeDefined();
    expect(page.body).not.toContain(reference);
  });

  it("gives a customer on a staff page the user alone, none of the staff area's reads", async () => {
    const { jar } = await approvedCustomer();
    const page = await navigate(server.test, '/admin/dashboard', jar.header());
    const screen = firstScreenOf(page.body);
    expect(screen?.user.role).toBe('user');
    expect(screen?.reads).toEqual({});
    // The guard sends them to their own dashboard: its area's entry is the one hinted.
    expect(page.body).toContain('<link rel="preload" href="/remotes/customer/remoteEntry.js" as="script" />');
    expect(page.body).not.toContain('href="/remotes/admin/remoteEntry.js"');
  });

  it("carries the staff dashboard's first reads, the screening status among them, for a member of staff", async () => {
    const email = `staff-${Date.now()}@vendorbridge.test`;
    const password = 'Staff-Test-Password-1';
    await server.database.db.insert(tables.users).values({
      email,
      name: 'Ngozi Staff',
      passwordHash: await hashPassword(password),
      role: 'admin',
      staffRole: 'reviewer',
      approved: true,
      registrationStatus: 'approved',
      emailVerifiedAt: new Date(),
    });
    const { jar, data } = await signInBrowser(server.test, { email, password }, API_PATHS.adminLogin);
    const page = await navigate(server.test, '/admin/dashboard', jar.header());
    const screen = firstScreenOf(page.body);
    const expected = firstReadsFor('/admin/dashboard', data.user);
    expect(expected).toContain(ADMIN_SCREENING_STATUS_PATH);
    expect(Object.keys(screen?.reads ?? {}).sort()).toEqual([...expected].sort());
    for (const path of expected)
      expect({ path, status: screen?.reads[path]?.status }).toEqual({ path, status: 200 });
    expect(page.body).toContain('<link rel="preload" href="/remotes/admin/remoteEntry.js" as="script" />');
    expect(page.body).not.toContain(data.tokens.accessToken);
  });

  it("hints the page's own area's entry to a person who may enter it", async () => {
    const { jar } = await approvedCustomer();
    const page = await navigate(server.test, OVERVIEW, jar.header());
    expect(page.body).toContain('<link rel="preload" href="/remotes/customer/remoteEntry.js" as="script" />');
  });

  it('answers a public page, and a HEAD, with the plain page even with a live cookie', async () => {
    const { jar } = await approvedCustomer();
    for (const page of [
      await navigate(server.test, '/', jar.header()),
      await navigate(server.test, '/about', jar.header()),
    ]) {
      expect(firstScreenOf(page.body)).toBeNull();
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const head = await navigate(server.test, OVERVIEW, jar.header(), 'HEAD');
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('keeps every inlined string inert: no markup, no line separators, the same text once parsed', async () => {
    const { jar, data } = await approvedCustomer();
    const submitted = await submitForm(server, bearer(data.tokens.accessToken), { ...PAYMENT }, [
      { field: 'invoiceFile', fileName: 'invoice.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    expect(submitted.statusCode).toBe(201);
    // Written past the API's own checks, as the worst a stored name could hold.
    await server.database.db.update(tables.users).set({ name: XSS }).where(eq(tables.users.id, data.user.id));
    await server.database.db.update(tables.paymentRequests).set({ recipientCompany: XSS });
    const page = await navigate(server.test, OVERVIEW, jar.header());
    const payments = JSON.stringify(firstScreenOf(page.body)?.reads[PAYMENT_PATHS.payments]?.body);
    expect(payments).toContain(JSON.stringify(XSS).slice(1, -1));
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('</script><script>');
    expect(page.body).not.toContain('<!--');
    expect(page.body).not.toMatch(/[\u2028\u2029]/);
    expect(firstScreenOf(page.body)?.user.name).toBe(XSS);
  });

  it('sends the same Content-Security-Policy with the first screen as without it', async () => {
    const { jar } = await approvedCustomer();
    const signedIn = await navigate(server.test, OVERVIEW, jar.header());
    const plain = await navigate(server.test, OVERVIEW);
    expect(firstScreenOf(signedIn.body)).not.toBeNull();
    const csp = String(signedIn.headers['content-security-policy']);
    expect(csp).toBe(String(plain.headers['content-security-policy']));
    expect(csp).toMatch(/script-src [^;]*'self'/);
    expect(csp).not.toContain('unsafe-inline');
  });
});
