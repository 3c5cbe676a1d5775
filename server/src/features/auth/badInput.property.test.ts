import { API_PATHS } from '@portal/contracts/api';
import { validateNewPassword } from '@portal/contracts/validation';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, POST_ROUTES, api, useTestServer } from '../../testing';
import { validateAccountName, validateAddress } from './rules';

// Validation happens before any query, so PostgreSQL runs fewer cases than PGlite.
const runsOn = (kind: string) => Number(process.env.FAST_CHECK_RUNS ?? (kind === 'postgres' ? 25 : 100));
const generous = { bucket: 'generous', limit: 100_000, windowMs: 60_000 };

/** Values of every JSON type, including strings that look almost right. */
const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    'a@b',
    'a@b.co',
    '12345',
    '1234567',
    'Secret1',
    '\u0000',
    '<script>',
    "' or 1=1 --",
  ),
  fc.string({ minLength: 200, maxLength: 2_000 }),
);

/** An object with some of the route's own keys (wrong types allowed) and maybe strangers. */
const shapedBody = (keys: readonly string[]) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((key) => [key, fieldValue])), { requiredKeys: [] }),
      fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
    )
    .map(([own, strangers]) => ({ ...strangers, ...own }));

/**
 * The generators can, rarely, build a valid sign-up (a name, 'a@b.co', 'Secret1');
 * that is good input and rightly stores an account, so it is left out.
 */
function isValidSignUp(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { name, email, password, confirmPassword } = body as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    typeof email === 'string' &&
    typeof password === 'string' &&
    (confirmPassword === undefined || typeof confirmPassword === 'string') &&
    !validateAccountName(name) &&
    !validateAddress(email) &&
    !validateNewPassword(password)
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
];

describe.each(DATABASE_KINDS)('bad input on every auth route (%s)', (kind) => {
  const RUNS = runsOn(kind);
  const server = useTestServer(kind, {
    limits: Object.fromEntries(
      [
        'signInPerAccountClient',
        'signInPerAccount',
        'signInPerClient',
        'adminSignInPerClient',
        'registerPerAddress',
        'registerPerClient',
        'verifyPerAddress',
        'verifyPerClient',
        'resendCooldown',
        'resendPerAddress',
        'resendPerClient',
        'forgotCooldown',
        'forgotPerAddress',
        'forgotPerClient',
        'resetPerLink',
        'resetPerClient',
      ].map((name) => [name, generous]),
    ),
  });

  /** Never a 5xx, always the error shape (or a success), never a stack trace. */
  function expectHandled(response: LightMyRequestResponse) {
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json<{ success: unknown; message: unknown }>();
    expect(typeof body.success).toBe('boolean');
    expect(typeof body.message).toBe('string');
    if (response.statusCode >= 400) expect(body.success).toBe(false);
    expect(response.body).not.toMatch(/\bat .+:\d+:\d+|node_modules|stack/);
  }

  async function expectNothingStored() {
    const { db } = server.database;
    expect(await db.select().from(tables.users)).toEqual([]);
    expect(await db.select().from(tables.verificationCodes)).toEqual([]);
    expect(await db.select().from(tables.passwordResetTokens)).toEqual([]);
    expect(await db.select().from(tables.refreshTokens)).toEqual([]);
    expect(server.test.mail).toEqual([]);
    const health = await server.test.app.inject({ method: 'GET', url: api(API_PATHS.health) });
    expect(health.statusCode).toBe(200);
  }

  it.each(Object.entries(POST_ROUTES))(
    'POST %s: any JSON value, any shape, any types',
    async (route, keys) => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.jsonValue(), shapedBody(keys)), async (body) => {
          fc.pre(!(route === API_PATHS.register && isValidSignUp(body)));
          const response = await server.test.app.inject({
            method: 'POST',
            url: api(route),
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          expectHandled(response);
        }),
        { numRuns: RUNS },
      );
      await expectNothingStored();
    },
  );

  it.each(Object.keys(POST_ROUTES))('POST %s: raw bytes under any content type', async (route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CONTENT_TYPES),
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.constant('{"email": "a@b.co"'),
          fc.constant(''),
        ),
        async (contentType, payload) => {
          const response = await server.test.app.inject({
            method: 'POST',
            url: api(route),
            headers: { 'content-type': contentType },
            payload,
          });
          expectHandled(response);
        },
      ),
      { numRuns: RUNS },
    );
    await expectNothingStored();
  });

  it('POST: bodies over the 16 KiB limit get 413 on every route', async () => {
    for (const route of Object.keys(POST_ROUTES)) {
      const response = await server.test.app.inject({
        method: 'POST',
        url: api(route),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(20_000) }),
      });
      expect(response.statusCode).toBe(413);
      expectHandled(response);
    }
    await expectNothingStored();
  });

  it('POST: prototype pollution attempts are refused', async () => {
    for (const route of Object.keys(POST_ROUTES)) {
      const response = await server.test.app.inject({
        method: 'POST',
        url: api(route),
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"a@b.co","__proto__":{"role":"admin"}}',
      });
      expect(response.statusCode).toBe(400);
      expectHandled(response);
    }
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it('GET /auth/me: any Authorization header', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string().map((text) => `Bearer ${text}`),
          fc
            .tuple(fc.base64String(), fc.base64String(), fc.base64String())
            .map((parts) => `Bearer ${parts.join('.')}`),
        ),
        async (authorization) => {
          const response = await server.test.app.inject({
            method: 'GET',
            url: api(API_PATHS.me),
            headers: { authorization },
          });
          expect(response.statusCode).toBe(401);
          expectHandled(response);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});
