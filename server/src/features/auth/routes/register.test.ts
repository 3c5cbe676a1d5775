import { API_PATHS, type ApiFailure } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { MESSAGES } from '@portal/contracts/messages';
import { eq } from 'drizzle-orm';
import { tables } from '../../../plugins/database';
import {
  DATABASE_KINDS,
  latestCode,
  newCredentials,
  postJson,
  registerAccount,
  useTestServer,
  type TestApp,
  type TestDatabase,
} from '../../../testing';
import { AUTH_MESSAGES } from '../messages';

const STRONG = 'Lagos-Vendor-Desk-7';

describe.each(DATABASE_KINDS)('POST /api/auth/register on %s', (kind) => {
  const server = useTestServer(kind, {
    limits: { registerPerAddress: { bucket: 'register:address', limit: 3, windowMs: 3_600_000 } },
    // The stored hash is read below: this app hashes at OWASP's cost, as production does.
    env: { ARGON2_TEST_COST: 'false' },
  });
  let database: TestDatabase;
  let test: TestApp;
  beforeEach(() => ({ database, test } = server));

  const usersWithEmail = (email: string) =>
    database.db.select().from(tables.users).where(eq(tables.users.email, email));

  it('creates an unverified, unapproved customer and e-mails a 6-digit code', async () => {
    const credentials = newCredentials({ name: '  Ada Okafor  ' });
    const response = await postJson(test.app, API_PATHS.register, {
      ...credentials,
      confirmPassword: 'ignored',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: AUTH_MESSAGES.registered,
      data: { email: credentials.email },
    });
    const [user] = await usersWithEmail(credentials.email);
    expect(user).toMatchObject({ name: 'Ada Okafor', role: 'user', approved: false, emailVerifiedAt: null });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.passwordHash).not.toContain(credentials.password);
    expect(latestCode(test.mail, credentials.email)).toMatch(/^\d{6}$/);

    const [code] = await database.db.select().from(tables.verificationCodes);
    expect(code?.userId).toBe(user?.id);
    expect(code?.codeHash).not.toContain(latestCode(test.mail, credentials.email));
  });

  it('stores the address trimmed and in lower case', async () => {
    const credentials = newCredentials();
    const response = await postJson(test.app, API_PATHS.register, {
      ...credentials,
      email: `  ${credentials.email.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(201);
    expect(await usersWithEmail(credentials.email)).toHaveLength(1);
  });

  it.each([
    [{ name: '', email: 'a@b.co', password: STRONG }, 'name', MESSAGES.nameRequired],
    [{ name: ' A ', email: 'a@b.co', password: STRONG }, 'name', MESSAGES.nameTooShort],
    [{ name: 'Ada', email: '', password: STRONG }, 'email', MESSAGES.emailRequired],
    [{ name: 'Ada', email: 'not-an-email', password: STRONG }, 'email', MESSAGES.emailInvalid],
    [{ name: 'Ada', email: 'a@b.co', password: '' }, 'password', MESSAGES.passwordRequired],
    [{ name: 'Ada', email: 'a@b.co', password: 'Ab1' }, 'password', MESSAGES.passwordTooShort],
    [{ name: 'Ada', email: 'a@b.co', password: 'secret123' }, 'password', MESSAGES.passwordTooWeak],
    [
      { name: 'Ada', email: 'a@b.co', password: `Aa1${'x'.repeat(130)}` },
      'password',
      MESSAGES.passwordTooLong,
    ],
    [{ name: 'Ada', email: 42, password: STRONG }, 'email', MESSAGES.emailRequired],
    [{ name: 'Ada', email: 'a@b.co,evil@x.co', password: STRONG }, 'email', MESSAGES.emailInvalid],
    [{ name: 'Ada', email: '"a b"<a@b.co>', password: STRONG }, 'email', MESSAGES.emailInvalid],
    // PostgreSQL cannot store U+0000: this one used to fail the insert with a 500.
    [{ name: 'Ada\u0000Okafor', email: 'a@b.co', password: STRONG }, 'name', AUTH_MESSAGES.nameInvalid],
    // Issue 32: a name that reads backwards, hides a character or carries a C1 control.
    [{ name: 'Ada \u202eirafokO', email: 'a@b.co', password: STRONG }, 'name', AUTH_MESSAGES.nameInvalid],
    [{ name: 'Ada\u200bOkafor', email: 'a@b.co', password: STRONG }, 'name', AUTH_MESSAGES.nameInvalid],
    [{ name: 'Ada\u0085Okafor', email: 'a@b.co', password: STRONG }, 'name', AUTH_MESSAGES.nameInvalid],
  ])('refuses %j with errors.%s "%s" and stores nothing', async (body, field, message) => {
    const response = await postJson(test.app, API_PATHS.register, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message,
      code: ERROR_CODES.validation,
      errors: { [field]: [message] },
    });
    expect(await database.db.select().from(tables.users)).toHaveLength(0);
    expect(test.mail).toHaveLength(0);
  });

  it.each(['Aa1aaa', 'Password1', 'Qwerty123', 'Secret123'])(
    'refuses the common password %j with errors.password and stores nothing',
    async (password) => {
      const response = await postJson(test.app, API_PATHS.register, newCredentials({ password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: MESSAGES.passwordTooCommon,
        code: ERROR_CODES.validation,
        errors: { password: [MESSAGES.passwordTooCommon] },
      });
      expect(await database.db.select().from(tables.users)).toHaveLength(0);
    },
  );

  it('accepts a long random passphrase', async () => {
    const response = await postJson(
      test.app,
      API_PATHS.register,
      newCredentials({ password: 'quartz Lantern 47 ferry drizzle' }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('gives every broken field its own error', async () => {
    const response = await postJson(test.app, API_PATHS.register, {
      name: '',
      email: 'x',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiFailure>().errors).toEqual({
      name: [MESSAGES.nameRequired],
      email: [MESSAGES.emailInvalid],
      password: [MESSAGES.passwordTooShort],
    });
  });

  it('answers 409 with errors.email for an address that is already registered, verified or not', async () => {
    const credentials = await registerAccount(test);
    const again = await postJson(test.app, API_PATHS.register, {
      ...credentials,
      email: credentials.email.toUpperCase(),
      password: 'Another-Pass-123',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'An account with this email already exists',
      code: ERROR_CODES.emailTaken,
      errors: { email: ['An account with this email already exists'] },
    });
    // The pending sign-up keeps its password and its code.
    expect(test.mail).toHaveLength(1);
  });

  it('writes the account and its code together or not at all', async () => {
    await database.db.execute('alter table verification_codes rename to verification_codes_gone');
    try {
      const response = await postJson(test.app, API_PATHS.register, newCredentials());
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        message: MESSAGES.unexpected,
        code: ERROR_CODES.internal,
      });
      expect(response.body).not.toMatch(/verification_codes|stack|at /);
    } finally {
      await database.db.execute('alter table verification_codes_gone rename to verification_codes');
    }
    expect(await database.db.select().from(tables.users)).toHaveLength(0);
    expect(test.mail).toHaveLength(0);
  });

  it('writes the account, its code and its e-mail together or not at all', async () => {
    await database.db.execute('alter table mail_outbox rename to mail_outbox_gone');
    try {
      const response = await postJson(test.app, API_PATHS.register, newCredentials());
      expect(response.statusCode).toBe(500);
    } finally {
      await database.db.execute('alter table mail_outbox_gone rename to mail_outbox');
    }
    expect(await database.db.select().from(tables.users)).toHaveLength(0);
    expect(await database.db.select().from(tables.verificationCodes)).toHaveLength(0);
  });

  it('limits sign-ups per address with a 429 that says when to try again', async () => {
    const email = newCredentials().email;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await postJson(test.app, API_PATHS.register, newCredentials({ email }));
    }
    const response = await postJson(test.app, API_PATHS.register, newCredentials({ email }));
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      success: false,
      message: 'Too many sign-up attempts. Please try again in 1 hour.',
      code: ERROR_CODES.rateLimited,
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(3500);
  });
});
