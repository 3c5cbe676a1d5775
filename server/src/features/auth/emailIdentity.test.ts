import { API_PATHS, type ApiFailure } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { MESSAGES } from '@portal/contracts/messages';
import { tables } from '../../plugins/database';
import {
  DATABASE_KINDS,
  latestCode,
  newCredentials,
  postJson,
  registerAccount,
  signIn,
  useTestServer,
} from '../../testing';

/** What every auth route answers an address with an invisible character in it. */
const invalidEmail = {
  success: false,
  message: MESSAGES.emailInvalid,
  code: ERROR_CODES.validation,
  errors: { email: [MESSAGES.emailInvalid] },
};

// Invisible or direction-changing characters that make one address look like another.
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\ufeff', '\u00ad', '\u202e', '\u2066', '\u3164'];

/** The address with an invisible character after its first letter: looks the same. */
const disguised = (email: string, invisible: string) => `${email[0]}${invisible}${email.slice(1)}`;

describe.each(DATABASE_KINDS)('one address, one account (e-mail identity) on %s', (kind) => {
  const server = useTestServer(kind);
  const post = (path: string, body: unknown) => postJson(server.test.app, path, body);

  it.each(INVISIBLE.map((char) => [char.codePointAt(0)?.toString(16), char]))(
    'refuses a sign-up whose address hides U+%s, so it can never become a second account',
    async (_code, invisible) => {
      const original = await registerAccount(server.test);
      const copy = newCredentials({ email: disguised(original.email, invisible) });
      const response = await post(API_PATHS.register, copy);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidEmail);
      expect(await server.database.db.select().from(tables.users)).toHaveLength(1);
    },
  );

  it('treats a full-width or compatibility spelling of a registered address as that address', async () => {
    const original = await registerAccount(server.test, { email: `x${process.pid}@y.co` });
    const fullWidth = original.email.replace('x', '\uff58').replace('@', '\uff20');
    const again = await post(API_PATHS.register, newCredentials({ email: fullWidth }));
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiFailure>().code).toBe(ERROR_CODES.emailTaken);

    // Verification and sign-in find the account by the same spelling.
    const verified = await post(API_PATHS.verifyEmail, {
      email: fullWidth,
      otp: latestCode(server.test.mail, original.email),
    });
    expect(verified.statusCode).toBe(200);
    const session = await signIn(server.test, {
      email: ` ${fullWidth.toUpperCase()} `,
      password: original.password,
    });
    expect(session.user.email).toBe(original.email);
  });

  it.each([
    ['a trailing dot', (local: string) => `${local}@example.com.`, (local: string) => `${local}@example.com`],
    [
      'an international domain and its punycode',
      (local: string) => `${local}@exämple.com`,
      (local: string) => `${local}@xn--exmple-cua.com`,
    ],
  ])('treats an address with %s as the same account', async (_name, first, second) => {
    const local = `x${process.pid}`;
    const created = await post(API_PATHS.register, newCredentials({ email: first(local) }));
    expect(created.statusCode).toBe(201);
    const again = await post(API_PATHS.register, newCredentials({ email: second(local) }));
    expect(again.statusCode).toBe(409);
    const [user] = await server.database.db.select().from(tables.users);
    expect(user?.email).toBe(second(local));
  });

  it('refuses a local part that mixes scripts (a Cyrillic look-alike of a Latin address)', async () => {
    await registerAccount(server.test, { email: 'paypal@example.com' });
    // "р" and "а" below are Cyrillic letters.
    for (const email of ['\u0440aypal@example.com', 'payp\u0430l@example.com']) {
      const response = await post(API_PATHS.register, newCredentials({ email }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidEmail);
    }
    // One script alone is an address like any other.
    expect((await post(API_PATHS.register, newCredentials({ email: 'иван@example.com' }))).statusCode).toBe(
      201,
    );
    expect(await server.database.db.select().from(tables.users)).toHaveLength(2);
  });

  it('stores a new address in its normalised form', async () => {
    const response = await post(API_PATHS.register, newCredentials({ email: ' \uff21da@Example.com ' }));
    expect(response.statusCode).toBe(201);
    const [user] = await server.database.db.select().from(tables.users);
    expect(user?.email).toBe('ada@example.com');
  });

  it.each([
    ['sign-in', API_PATHS.login, { password: 'Vendor-Pass-123' }],
    ['admin sign-in', API_PATHS.adminLogin, { password: 'Vendor-Pass-123' }],
    ['forgot-password', API_PATHS.forgotPassword, {}],
    ['resend-verification', API_PATHS.resendVerification, {}],
    ['verify-email', API_PATHS.verifyEmail, { otp: '123456' }],
  ])('%s refuses an address with an invisible character with errors.email', async (_name, path, rest) => {
    for (const invisible of ['\u200b', '\ufeff', '\u202e']) {
      const response = await post(path, { email: disguised('ada@example.com', invisible), ...rest });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidEmail);
    }
    expect(server.test.mail).toHaveLength(0);
  });
});
