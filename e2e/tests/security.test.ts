import { PGlite } from '@electric-sql/pglite';
import { API_PATHS } from '@portal/contracts/api';
import { INVISIBLE_OR_CONTROL } from '@portal/rules/controlCharacters';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { normalizeEmail } from '@portal/contracts/validation';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  createVerifiedCustomer,
  extractCode,
  isVerificationMail,
  launchBrowser,
  signInWithApi,
  startPortal,
  startPortalWithMail,
  trackPageErrors,
  type Credentials,
  type PortalWithMail,
  type RunningPortal,
} from '../testing';
import {
  accessTokenOf,
  apiClient,
  clientAddress,
  refreshTokenOf,
  type JsonAnswer,
} from '../testing/apiClient';
import { inPool } from '../testing/bulkAccounts';
import { forgedAccessTokens } from '../testing/forgedTokens';
import {
  HOSTILE_AUTHORIZATION,
  HOSTILE_REQUESTS,
  HOSTILE_STRINGS,
  POST_ROUTES,
  RAW_BODIES,
  WRONG_TYPES,
  plausibleBody,
} from '../testing/hostileInput';

/** What an answer may never carry: stack frames, module paths, database internals. */
const INTERNALS =
  /\bat [^\s]+ \(|:\d+:\d+\)|node_modules|stack|syntax error|SQLSTATE|violates|relation "|drizzle|PGlite/i;

/**
 * What is wrong with an answer, described, or null if it is fine. The rules: never a
 * 5xx, no internals (stack frames, module paths, database errors) in the body, and
 * every answer in the API's JSON shape with a message, `success: false` on a refusal
 * (D5 and issue 3's hardening).
 */
function problemWith(what: string, answer: JsonAnswer, method = 'POST'): string | null {
  if (answer.status >= 500) return `${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  if (INTERNALS.test(text)) return `${what}: internals in the answer: ${text.slice(0, 200)}`;
  if (method === 'HEAD') return null;
  const body = answer.body as { success?: unknown; message?: unknown } | null;
  if (typeof body !== 'object' || body === null || typeof body.message !== 'string') {
    return `${what}: ${answer.status} not in the error shape: ${text.slice(0, 200)}`;
  }
  if (answer.status >= 400 && body.success !== false)
    return `${what}: ${answer.status} without success: false`;
  return null;
}

describe('hostile input on every route, over HTTP, against the built server (PGlite)', () => {
  let portal: RunningPortal;
  // Our own DATA_DIR: stopping the server leaves it, for the look into the database.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-hostile-'));
  const problems: string[] = [];
  /** Sign-ups the server accepted (a hostile but legitimate name, say): they are stored, as sent. */
  const acceptedSignUps: { name: string; email: string }[] = [];
  /**
   * Addresses sent to forgot-password. A hostile string can be a valid address
   * ('İstanbul@ß.example' is); if a sign-up for it was accepted, a reset link for it
   * is rightly stored.
   */
  const sentToForgot = new Set<string>();
  let requests = 0;

  before(
    async () => {
      portal = await startPortal({ LOG_LEVEL: 'warn', DATA_DIR: dataDir });
      let client = 0;
      // Each request from an address of its own and for an address of its own, so
      // that no limit answers 429 in place of the code under test.
      const call = async (what: string, send: (address: string) => Promise<JsonAnswer>, method?: string) => {
        const address = clientAddress(20_000 + client);
        client += 1;
        requests += 1;
        try {
          const answer = await send(address);
          const problem = problemWith(what, answer, method);
          if (problem) problems.push(problem);
          return answer;
        } catch (error) {
          problems.push(`${what}: no answer (${error instanceof Error ? error.message : String(error)})`);
          return null;
        }
      };
      const once = (address: string) =>
        apiClient(portal.url, address, { keepAlive: false, timeoutMs: 20_000 });

      const cases: (() => Promise<unknown>)[] = [];
      for (const [route, fields] of Object.entries(POST_ROUTES)) {
        for (const field of fields) {
          for (const value of [...WRONG_TYPES, ...HOSTILE_STRINGS]) {
            cases.push(async () => {
              const body = { ...plausibleBody(fields, randomBytes(6).toString('hex')), [field]: value };
              if (route === API_PATHS.forgotPassword && typeof body.email === 'string') {
                sentToForgot.add(normalizeEmail(body.email));
              }
              const answer = await call(
                `${route} ${field}=${JSON.stringify(value).slice(0, 40)}`,
                (address) => once(address).post(route, body),
              );
              if (route === API_PATHS.register && answer?.status === 201) {
                acceptedSignUps.push({ name: String(body.name), email: String(body.email) });
              }
            });
          }
        }
        for (const raw of RAW_BODIES) {
          const headers: Record<string, string> = {
            ...(raw.contentType ? { 'content-type': raw.contentType } : {}),
            ...(raw.contentEncoding ? { 'content-encoding': raw.contentEncoding } : {}),
          };
          cases.push(() =>
            call(`${route} with ${raw.what}`, (address) =>
              once(address).send('POST', route, raw.body, headers),
            ),
          );
        }
      }
      for (const authorization of HOSTILE_AUTHORIZATION) {
        cases.push(() =>
          call(`GET /auth/me with Authorization "${authorization.slice(0, 30)}"`, (address) =>
            once(address).get(API_PATHS.me, { authorization }),
          ),
        );
      }
      for (const { method, path: route } of HOSTILE_REQUESTS) {
        cases.push(() =>
          call(
            `${method} ${route.slice(0, 60)}`,
            (address) => once(address).send(method, route, '', {}),
            method,
          ),
        );
      }
      await inPool(cases, 8, (run) => run().then(() => undefined));
      console.log(`hostile input: ${requests} requests, ${acceptedSignUps.length} sign-ups accepted`);
    },
    { timeout: 180_000 },
  );
  after(async () => {
    await portal?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('never answers 5xx, always in the error shape, never with internals', () => {
    assert.ok(requests > 500, `only ${requests} requests`);
    assert.deepEqual(problems, []);
    assert.doesNotMatch(portal.logs.join(''), /"level":50/);
  });

  it('stores nothing but the sign-ups it accepted, exactly as sent', async () => {
    // A name with a control or invisible character (a direction override, a zero-width space)
    // is refused at sign-up, so none was accepted.
    for (const { name } of acceptedSignUps) {
      assert.doesNotMatch(name, INVISIBLE_OR_CONTROL, `a sign-up named ${JSON.stringify(name)} was accepted`);
    }
    await portal.stop();
    const db = new PGlite(path.join(dataDir, 'pgdata'));
    try {
      const users = await db.query<{ name: string; email: string }>(
        "select name, email from users where role = 'user' order by email",
      );
      const expected = acceptedSignUps
        .map(({ name, email }) => ({ name: name.trim(), email: normalizeEmail(email) }))
        .sort((a, b) => a.email.localeCompare(b.email));
      assert.deepEqual(
        users.rows.map(({ name, email }) => ({ name, email })),
        expected,
      );
      const count = async (table: string) =>
        (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n;
      assert.equal(await count('verification_codes'), expected.length);
      assert.equal(await count('refresh_tokens'), 0);
      const resetFor = await db.query<{ email: string }>(
        'select u.email from password_reset_tokens t join users u on u.id = t.user_id',
      );
      for (const { email } of resetFor.rows) {
        assert.ok(sentToForgot.has(email), `a reset link for ${email}, which never asked for one`);
      }
    } finally {
      await db.close();
    }
  });
});

describe('attacks on accounts, tokens and pages (built server with mail capture)', () => {
  let running: PortalWithMail;
  let nextClient = 30_000;
  const newClient = () => apiClient(running.portal.url, clientAddress((nextClient += 1)));

  before(
    async () => {
      running = await startPortalWithMail();
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await running?.stop();
  });

  describe('brute force is stopped by the rate limits on sign-in and verification codes', () => {
    it('sign-in: the 6th guess from one client is refused (429), even with the right password, and the owner elsewhere still signs in', async () => {
      const customer = await createVerifiedCustomer(running.portal.url, running.mail);
      const attacker = newClient();
      const elsewhere = newClient();
      try {
        for (let guess = 1; guess <= 5; guess += 1) {
          const answer = await attacker.post(API_PATHS.login, {
            email: customer.email,
            password: `Guess-${guess}-x`,
          });
          assert.equal(answer.status, 401, `guess ${guess}: ${JSON.stringify(answer.body)}`);
        }
        const refused = await attacker.post(API_PATHS.login, {
          email: customer.email,
          password: 'Guess-6-x',
        });
        assert.equal(refused.status, 429);
        assert.equal((refused.body as { code?: string }).code, ERROR_CODES.rateLimited);
        const retryAfter = Number(refused.headers['retry-after']);
        assert.ok(retryAfter > 0 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);
        // The sixth try from that client is not checked at all: the right password is refused too…
        assert.equal((await attacker.post(API_PATHS.login, customer)).status, 429);
        // …but the guesses are counted per account and client, so they cannot lock the owner out.
        assert.equal((await elsewhere.post(API_PATHS.login, customer)).status, 200);
      } finally {
        attacker.close();
        elsewhere.close();
      }
    });

    it('admin sign-in: the 6th guess is refused (429)', async () => {
      const attacker = newClient();
      try {
        for (let guess = 1; guess <= 5; guess += 1) {
          const answer = await attacker.post(API_PATHS.adminLogin, {
            email: running.admin.email,
            password: `Admin-Guess-${guess}`,
          });
          assert.equal(answer.status, 401, `guess ${guess}`);
        }
        const refused = await attacker.post(API_PATHS.adminLogin, {
          email: running.admin.email,
          password: 'Admin-Guess-6',
        });
        assert.equal(refused.status, 429);
      } finally {
        attacker.close();
      }
    });

    it('verification code: 5 wrong guesses spend the code, 10 tries an address end in 429, far from the million codes', async () => {
      const email = `guessed-${randomBytes(4).toString('hex')}@e2e.test`;
      const attacker = newClient();
      const elsewhere = newClient();
      try {
        const registered = await attacker.post(API_PATHS.register, {
          name: 'Code Target',
          email,
          password: 'Target-Pass-1',
        });
        assert.equal(registered.status, 201);
        const code = extractCode(await running.mail.waitFor(isVerificationMail(email)));
        const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
        const codeOf = (answer: JsonAnswer) => (answer.body as { code?: string }).code;

        const answers: JsonAnswer[] = [];
        for (let guess = 1; guess <= 5; guess += 1) {
          answers.push(await attacker.post(API_PATHS.verifyEmail, { email, otp: wrong(guess) }));
        }
        // Used-up attempts are refused like a wrong code (or an unknown address), so the
        // answer never tells that the address has an account.
        assert.deepEqual(answers.map(codeOf), Array(5).fill(ERROR_CODES.invalidCode));
        // The right code no longer works: it was spent by the guesses.
        const right = await attacker.post(API_PATHS.verifyEmail, { email, otp: code });
        assert.equal(right.status, 400);
        assert.equal(codeOf(right), ERROR_CODES.invalidCode);
        for (let guess = 7; guess <= 10; guess += 1) {
          assert.equal(
            (await attacker.post(API_PATHS.verifyEmail, { email, otp: wrong(guess) })).status,
            400,
          );
        }
        // Ten tries per address per 15 minutes, from any client.
        assert.equal((await attacker.post(API_PATHS.verifyEmail, { email, otp: wrong(11) })).status, 429);
        assert.equal((await elsewhere.post(API_PATHS.verifyEmail, { email, otp: code })).status, 429);
        // A new code once a minute at most.
        assert.equal((await attacker.post(API_PATHS.resendVerification, { email })).status, 200);
        assert.equal((await attacker.post(API_PATHS.resendVerification, { email })).status, 429);
      } finally {
        attacker.close();
        elsewhere.close();
      }
      // At most 6 codes an hour (the first and 5 resends), 5 guesses each, and 40 tries
      // an hour: 30 guesses an hour against 1,000,000 codes.
      const guessesPerHour = Math.min(6 * 5, 4 * 10);
      assert.ok(guessesPerHour / 1_000_000 < 1e-4);
    });
  });

  describe('tokens are refused over HTTP', () => {
    let customer: Credentials;
    let genuine: { accessToken: string; refreshToken: string };

    before(async () => {
      customer = await createVerifiedCustomer(running.portal.url, running.mail);
      const client = newClient();
      try {
        const answer = await client.post(API_PATHS.login, customer);
        genuine = { accessToken: accessTokenOf(answer), refreshToken: refreshTokenOf(answer) };
      } finally {
        client.close();
      }
    });

    it('accepts the genuine access token (the control)', async () => {
      const client = newClient();
      try {
        const me = await client.get(API_PATHS.me, { authorization: `Bearer ${genuine.accessToken}` });
        assert.equal(me.status, 200);
      } finally {
        client.close();
      }
    });

    it('refuses expired, tampered, alg none, other-key and other-algorithm access tokens with 401', async () => {
      const secret = readFileSync(path.join(running.portal.dataDir, 'jwt-secret'), 'utf8').trim();
      const forged = await forgedAccessTokens(genuine.accessToken, secret);
      const client = newClient();
      try {
        for (const [what, token] of Object.entries(forged)) {
          const answer = await client.get(API_PATHS.me, { authorization: `Bearer ${token}` });
          assert.equal(answer.status, 401, `${what}: ${JSON.stringify(answer.body)}`);
          assert.equal((answer.body as { code?: string }).code, ERROR_CODES.invalidToken, what);
        }
      } finally {
        client.close();
      }
    });

    it('refuses a refresh token presented twice, and ends the session it belonged to', async () => {
      const client = newClient();
      try {
        const signedIn = await client.post(API_PATHS.login, customer);
        const first = refreshTokenOf(signedIn);
        const rotated = await client.post(API_PATHS.refresh, { refreshToken: first });
        assert.equal(rotated.status, 200);
        const second = (rotated.body as { data: { tokens: { refreshToken: string } } }).data.tokens
          .refreshToken;

        const replayed = await client.post(API_PATHS.refresh, { refreshToken: first });
        assert.equal(replayed.status, 401);
        // The replay revoked the family: the token the owner holds is refused too.
        assert.equal((await client.post(API_PATHS.refresh, { refreshToken: second })).status, 401);
      } finally {
        client.close();
      }
    });

    it('refuses a refresh token after logout, and one never issued', async () => {
      const client = newClient();
      try {
        assert.equal(
          (await client.post(API_PATHS.logout, { refreshToken: genuine.refreshToken })).status,
          200,
        );
        assert.equal(
          (await client.post(API_PATHS.refresh, { refreshToken: genuine.refreshToken })).status,
          401,
        );
        const invented = randomBytes(32).toString('base64url');
        assert.equal((await client.post(API_PATHS.refresh, { refreshToken: invented })).status, 401);
      } finally {
        client.close();
      }
    });
  });

  describe('user-supplied names render as text; the CSP blocks inline script (Chromium)', () => {
    const HOSTILE_NAMES = ['<img src=x onerror="window.__xss=1">', '<script>window.__xss=2</script>'];
    let browser: Browser;
    before(async () => {
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
    });

    for (const name of HOSTILE_NAMES) {
      it(`shows the name ${name} as text in the navbar, the welcome and the profile, and runs none of it`, async () => {
        const customer = await createVerifiedCustomer(running.portal.url, running.mail, { name });
        const context = await browser.newContext();
        const page = await context.newPage();
        const errors = trackPageErrors(page);
        try {
          await signInWithApi(page, running.portal.url, customer);
          await page.goto(`${running.portal.url}/user-dashboard`);
          await page.locator('.navbar-welcome').waitFor();
          assert.equal(await page.locator('.navbar-welcome').textContent(), `Welcome, ${name}`);
          await page.getByRole('heading', { level: 1, name: `Welcome, ${name}` }).waitFor();

          await page.goto(`${running.portal.url}/dashboard/profile`);
          // Read mode is a description list: the name is the text beside 'Full Name'.
          const fullName = page.locator(
            'xpath=.//dt[normalize-space(.)="Full Name"]/following-sibling::dd[1]',
          );
          await fullName.waitFor();
          assert.equal(await fullName.textContent(), name);
          await page.waitForLoadState('networkidle');

          const injected = await page.evaluate(() => ({
            xss: (window as unknown as { __xss?: number }).__xss,
            images: document.querySelectorAll('img[src="x"]').length,
            scripts: Array.from(document.querySelectorAll('script')).filter((s) =>
              s.textContent?.includes('__xss'),
            ).length,
          }));
          assert.deepEqual(injected, { xss: undefined, images: 0, scripts: 0 });
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    }

    it('blocks a script element injected into the live page, and an inline event handler', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await page.goto(`${running.portal.url}/`);
        await page.waitForLoadState('networkidle');
        const outcome = await page.evaluate(async () => {
          const violations: string[] = [];
          document.addEventListener('securitypolicyviolation', (event) =>
            violations.push(event.effectiveDirective),
          );
          const script = document.createElement('script');
          script.textContent = 'window.__inline = 1';
          document.body.appendChild(script);
          const image = document.createElement('img');
          image.setAttribute('onerror', 'window.__handler = 1');
          image.src = 'data:,not-an-image';
          document.body.appendChild(image);
          await new Promise((resolve) => setTimeout(resolve, 300));
          const seen = window as unknown as { __inline?: number; __handler?: number };
          return { inline: seen.__inline, handler: seen.__handler, violations };
        });
        assert.equal(outcome.inline, undefined);
        assert.equal(outcome.handler, undefined);
        assert.ok(
          outcome.violations.some((directive) => directive.startsWith('script-src')),
          JSON.stringify(outcome),
        );
      } finally {
        await context.close();
      }
    });

    it("sends a CSP without inline script on the page, a remote's file and an API answer", async () => {
      for (const url of ['/', '/remotes/public-site/remoteEntry.js', `/api${API_PATHS.health}`]) {
        const response = await fetch(`${running.portal.url}${url}`);
        assert.equal(response.status, 200, url);
        const csp = response.headers.get('content-security-policy') ?? '';
        const directives = new Map(
          csp.split(';').map((part) => {
            const [directive = '', ...sources] = part.trim().split(/\s+/);
            return [directive, sources] as const;
          }),
        );
        const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
        assert.ok(scripts.includes("'self'"), `${url}: ${csp}`);
        for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
          assert.ok(!scripts.includes(unsafe), `${url}: script-src allows ${unsafe}: ${csp}`);
        }
        assert.deepEqual(directives.get('object-src'), ["'none'"], url);
        assert.deepEqual(directives.get('frame-ancestors'), ["'none'"], url);
        assert.equal(response.headers.get('x-content-type-options'), 'nosniff', url);
      }
    });
  });
});
