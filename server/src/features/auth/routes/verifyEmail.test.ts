import { API_PATHS, type ApiFailure } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { MESSAGES } from '@portal/contracts/messages';
import { eq } from 'drizzle-orm';
import { tables } from '../../../plugins/database';
import {
  DATABASE_KINDS,
  latestCode,
  postJson,
  registerAccount,
  signIn,
  useTestServer,
  verifiedAccount,
} from '../../../testing';
import { AUTH_MESSAGES } from '../messages';

/** A code that is not the one mailed. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(DATABASE_KINDS)('POST /api/auth/verify-email on %s', (kind) => {
  const server = useTestServer(kind, {
    limits: { verifyPerAddress: { bucket: 'verify:address', limit: 8, windowMs: 15 * 60_000 } },
  });
  const verify = (email: string, otp: string) =>
    postJson(server.test.app, API_PATHS.verifyEmail, { email, otp });
  const userRow = async (email: string) =>
    (await server.database.db.select().from(tables.users).where(eq(tables.users.email, email)))[0];

  it('verifies the address with the mailed code, after which sign-in works', async () => {
    const account = await registerAccount(server.test);
    const response = await verify(account.email, latestCode(server.test.mail, account.email));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: AUTH_MESSAGES.verified });
    expect((await userRow(account.email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await server.database.db.select().from(tables.verificationCodes)).toHaveLength(0);
    await expect(signIn(server.test, account)).resolves.toMatchObject({ user: { email: account.email } });
  });

  it('accepts the address in any case and with spaces around it', async () => {
    const account = await registerAccount(server.test);
    const response = await verify(
      ` ${account.email.toUpperCase()} `,
      latestCode(server.test.mail, account.email),
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong code with the spec default message and counts the attempt', async () => {
    const account = await registerAccount(server.test);
    const response = await verify(account.email, wrongCode(latestCode(server.test.mail, account.email)));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: MESSAGES.verifyInvalid,
      code: ERROR_CODES.invalidCode,
    });
    const [code] = await server.database.db.select().from(tables.verificationCodes);
    expect(code?.failedAttempts).toBe(1);
    expect((await userRow(account.email))?.emailVerifiedAt).toBeNull();
  });

  it('needs a new code after 5 wrong attempts, even for the right one', async () => {
    const account = await registerAccount(server.test);
    const code = latestCode(server.test.mail, account.email);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await verify(account.email, wrongCode(code))).json<ApiFailure>().code).toBe(
        ERROR_CODES.invalidCode,
      );

    const right = await verify(account.email, code);
    expect(right.statusCode).toBe(400);
    expect((await userRow(account.email))?.emailVerifiedAt).toBeNull();

    server.test.clock.advance(61_000);
    await postJson(server.test.app, API_PATHS.resendVerification, { email: account.email });
    const fresh = await verify(account.email, latestCode(server.test.mail, account.email));
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a known address whose attempts are used up exactly like an unknown address', async () => {
    const account = await registerAccount(server.test);
    const code = latestCode(server.test.mail, account.email);
    const unknown = 'nobody@example.com';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const known = await verify(account.email, wrongCode(code));
      const stranger = await verify(unknown, wrongCode(code));
      expect([known.statusCode, known.json()]).toEqual([stranger.statusCode, stranger.json()]);
    }
    const known = await verify(account.email, code);
    const stranger = await verify(unknown, code);
    expect([known.statusCode, known.json()]).toEqual([stranger.statusCode, stranger.json()]);
    expect(known.json()).toEqual({
      success: false,
      message: MESSAGES.verifyInvalid,
      code: ERROR_CODES.invalidCode,
    });
  });

  it('refuses a code older than 15 minutes', async () => {
    const account = await registerAccount(server.test);
    server.test.clock.advance(15 * 60_000 + 1_000);
    const response = await verify(account.email, latestCode(server.test.mail, account.email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.codeExpired,
      code: ERROR_CODES.codeExpired,
    });
  });

  it('answers an unknown address exactly like a wrong code', async () => {
    const response = await verify('nobody@example.com', '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: MESSAGES.verifyInvalid,
      code: ERROR_CODES.invalidCode,
    });
  });

  it('does not take a spent code again', async () => {
    const account = await verifiedAccount(server.test);
    const again = await verify(account.email, latestCode(server.test.mail, account.email));
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiFailure>().code).toBe(ERROR_CODES.invalidCode);
  });

  it.each([
    [{ email: 'a@b.co', otp: '12345' }, 'otp', MESSAGES.otpInvalid],
    [{ email: 'a@b.co', otp: '12345a' }, 'otp', MESSAGES.otpInvalid],
    [{ email: 'a@b.co', otp: '1234567' }, 'otp', MESSAGES.otpInvalid],
    [{ email: 'a@b.co', otp: 123456 }, 'otp', MESSAGES.otpInvalid],
    [{ email: 'a@b.co' }, 'otp', MESSAGES.otpInvalid],
    [{ email: 'nope', otp: '123456' }, 'email', MESSAGES.emailInvalid],
    [{ otp: '123456' }, 'email', MESSAGES.emailRequired],
  ])('refuses %j with errors.%s', async (body, field, message) => {
    const response = await postJson(server.test.app, API_PATHS.verifyEmail, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message,
      code: ERROR_CODES.validation,
      errors: { [field]: [message] },
    });
  });

  it('limits attempts per address, whatever the code', async () => {
    const account = await registerAccount(server.test);
    for (let attempt = 0; attempt < 8; attempt += 1) await verify(account.email, '000000');
    const response = await verify(account.email, latestCode(server.test.mail, account.email));
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      success: false,
      message: 'Too many verification attempts. Please try again in 15 minutes.',
      code: ERROR_CODES.rateLimited,
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(880);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(900);
  });
});
