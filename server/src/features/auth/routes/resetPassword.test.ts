import { API_PATHS } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { MESSAGES } from '@portal/contracts/messages';
import {
  DATABASE_KINDS,
  bearer,
  latestResetToken,
  postJson,
  registerAccount,
  signIn,
  useTestServer,
  verifiedAccount,
  type Credentials,
} from '../../../testing';
import { AUTH_MESSAGES } from '../messages';

const NEW_PASSWORD = 'Brand-New-Pass-9';

describe.each(DATABASE_KINDS)('POST /api/auth/reset-password on %s', (kind) => {
  const server = useTestServer(kind);

  async function resetLinkFor(account: Credentials): Promise<string> {
    await postJson(server.test.app, API_PATHS.forgotPassword, { email: account.email });
    return latestResetToken(server.test.mail, account.email);
  }
  const reset = (token: unknown, password: unknown = NEW_PASSWORD) =>
    postJson(server.test.app, API_PATHS.resetPassword, { token, password });
  const login = (email: string, password: string) =>
    postJson(server.test.app, API_PATHS.login, { email, password });
  const linkInvalid = {
    success: false,
    message: AUTH_MESSAGES.resetLinkInvalid,
    code: ERROR_CODES.invalidToken,
    errors: { token: [AUTH_MESSAGES.resetLinkInvalid] },
  };

  it('sets the new password: the new one signs in, the old one no longer does', async () => {
    const account = await verifiedAccount(server.test);
    const response = await reset(await resetLinkFor(account));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetDone });
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once', async () => {
    const account = await verifiedAccount(server.test);
    const token = await resetLinkFor(account);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Another-Pass-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(linkInvalid);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every session: refresh tokens and access tokens issued before stop working', async () => {
    const account = await verifiedAccount(server.test);
    const session = await signIn(server.test, account);
    expect((await reset(await resetLinkFor(account))).statusCode).toBe(200);

    const refreshed = await postJson(server.test.app, API_PATHS.refresh, {
      refreshToken: session.tokens.refreshToken,
    });
    expect(refreshed.statusCode).toBe(401);
    const me = await server.test.app.inject({
      method: 'GET',
      url: `/api${API_PATHS.me}`,
      headers: bearer(session.tokens.accessToken),
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a link older than 30 minutes', async () => {
    const account = await verifiedAccount(server.test);
    const token = await resetLinkFor(account);
    server.test.clock.advance(30 * 60_000 + 1_000);
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(linkInvalid);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('only honours the newest link', async () => {
    const account = await verifiedAccount(server.test);
    const older = await resetLinkFor(account);
    server.test.clock.advance(61_000);
    const newer = await resetLinkFor(account);
    expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('verifies an unverified address, since the e-mailed link proves it', async () => {
    const account = await registerAccount(server.test);
    expect((await reset(await resetLinkFor(account))).statusCode).toBe(200);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await reset('A'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(linkInvalid);
  });

  it.each([
    ['', MESSAGES.passwordRequired],
    ['abc', MESSAGES.passwordTooShort],
    ['alllowercase1', MESSAGES.passwordTooWeak],
    ['Password1', MESSAGES.passwordTooCommon],
    ['Qwerty123', MESSAGES.passwordTooCommon],
  ])('applies the sign-up rules to the new password (%j)', async (password, message) => {
    const account = await verifiedAccount(server.test);
    const token = await resetLinkFor(account);
    const response = await reset(token, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message,
      code: ERROR_CODES.validation,
      errors: { password: [message] },
    });
    // The link was not spent by the refusal.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it.each([[''], ['has spaces in it'], ['x'.repeat(200)], [42]])(
    'refuses the token %j as malformed',
    async (token) => {
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ ...linkInvalid, code: ERROR_CODES.validation });
    },
  );
});
