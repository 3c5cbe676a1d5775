import { API_PATHS } from '@portal/contracts/api';
import { smtpTransport } from '../../plugins/mail';
import {
  TEST_PUBLIC_URL,
  buildTestApp,
  newCredentials,
  openTestDatabase,
  postJson,
  startSmtpCapture,
  type SmtpCapture,
  type TestApp,
  type TestDatabase,
  withCookieToken,
} from '../../testing';

/**
 * E-mail over SMTP when an SMTP server is configured, through a real SMTP conversation: what the
 * verification and reset e-mails carry, and what the log says about them inside and outside
 * production.
 */
describe('the e-mails the API sends, captured over SMTP', () => {
  let database: TestDatabase;
  let capture: SmtpCapture;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    capture = await startSmtpCapture();
  });
  afterAll(async () => {
    await capture?.stop();
    await database?.close();
  });
  beforeEach(async () => {
    await database.reset();
    capture.messages.length = 0;
  });

  async function appWith(env: Record<string, string>): Promise<TestApp> {
    return buildTestApp(database, {
      env: { SMTP_URL: capture.url, ...env },
      transport: smtpTransport(capture.url),
    });
  }

  async function signUpAndReset(test: TestApp) {
    const account = newCredentials();
    await postJson(test.app, API_PATHS.register, account);
    const verification = await capture.waitFor((mail) => mail.to.includes(account.email));
    const code = verification.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const verified = await postJson(test.app, API_PATHS.verifyEmail, { email: account.email, otp: code });

    await postJson(test.app, API_PATHS.forgotPassword, { email: account.email });
    const reset = await capture.waitFor(
      (mail) => mail.to.includes(account.email) && /reset/i.test(mail.subject),
    );
    const link = reset.text.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0] ?? '';
    return { account, verification, code, verified, reset, link };
  }

  it('the verification e-mail carries the 6-digit code that verifies the address', async () => {
    const test = await appWith({});
    try {
      const { verification, code, verified } = await signUpAndReset(test);
      expect(verification.subject).toBe('Your VendorBridge verification code');
      expect(code).toMatch(/^\d{6}$/);
      expect(verification.html).toContain(code);
      expect(verified.statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });

  it('the reset e-mail carries PUBLIC_URL/reset-password?token=… and the link resets the password', async () => {
    const test = await appWith({});
    try {
      const { account, reset, link } = await signUpAndReset(test);
      expect(reset.subject).toBe('Reset your VendorBridge password');
      expect(link.startsWith(`${TEST_PUBLIC_URL}/reset-password?token=`)).toBe(true);
      expect(reset.html).toContain(link);
      const token = new URL(link).searchParams.get('token');
      const response = await postJson(test.app, API_PATHS.resetPassword, {
        token,
        password: 'Fresh-Pass-42',
      });
      expect(response.statusCode).toBe(200);
      const login = await postJson(test.app, API_PATHS.login, {
        email: account.email,
        password: 'Fresh-Pass-42',
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });

  it('outside production the log shows the code and the link', async () => {
    const test = await appWith({ NODE_ENV: 'test' });
    try {
      const { account, code, link } = await signUpAndReset(test);
      const log = test.logs.join('');
      expect(log).toContain(`Verification code for ${account.email}: ${code}`);
      expect(log).toContain(`Password reset link for ${account.email}: ${link}`);
    } finally {
      await test.close();
    }
  });

  it('in production the log shows no code, token or password', async () => {
    const test = await appWith({ NODE_ENV: 'production' });
    try {
      const { account, code, link, verified } = await signUpAndReset(test);
      expect(verified.statusCode).toBe(200);
      const token = new URL(link).searchParams.get('token') ?? '';
      await postJson(test.app, API_PATHS.resetPassword, { token, password: 'Fresh-Pass-42' });
      const login = await postJson(test.app, API_PATHS.login, {
        email: account.email,
        password: 'Fresh-Pass-42',
      });
      const { accessToken, refreshToken } = withCookieToken(login).tokens;
      await test.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
      await test.app.inject({
        method: 'GET',
        url: `/api${API_PATHS.me}`,
        headers: { authorization: `Bearer ${accessToken}` },
      });

      const log = test.logs.join('');
      expect(log.length).toBeGreaterThan(0);
      for (const secret of [token, account.password, 'Fresh-Pass-42', accessToken, refreshToken]) {
        expect(log).not.toContain(secret);
      }
      // Six digits could sit inside a timestamp; the code on its own must not appear.
      expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
      expect(log).toContain('/reset-password?token=[REDACTED]');
    } finally {
      await test.close();
    }
  });
});
