import { expect } from '@jest/globals';
import { API_PATHS } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { SECURITY_PATHS, TWO_FACTOR_CHALLENGE_SECONDS } from '@portal/contracts/security';
import type {
  LoginChallengeData,
  TwoFactorSetupData,
  TwoFactorStatusData,
} from '@portal/contracts/securitySchemas';
import { eq } from 'drizzle-orm';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, bearer, postJson, signIn, useTestServer, api, verifiedAccount } from '../../testing';
import { TOTP_PERIOD_SECONDS, totpCode } from './totp';
import { enrol, insertAdmin, passwordStep } from './testing/twoFactorTesting';

describe.each(DATABASE_KINDS)('two-factor sign-in (%s)', (kind) => {
  const server = useTestServer(kind);

  async function enrolledAdmin() {
    const credentials = await insertAdmin(server);
    const { tokens } = await signIn(server.test, credentials, API_PATHS.adminLogin);
    const enrolment = await enrol(server, tokens.accessToken);
    return { credentials, ...enrolment };
  }

  async function challengeFor(credentials: { email: string; password: string }) {
    const { response, body } = await passwordStep(server, credentials);
    expect(response.statusCode).toBe(200);
    return (body.data as LoginChallengeData).twoFactor.challengeToken;
  }

  const secondStep = (challengeToken: string, code: string) =>
    postJson(server.test.app, SECURITY_PATHS.loginTwoFactor, { challengeToken, code });

  it('asks an enrolled admin for a code instead of answering tokens, on both login endpoints', async () => {
    const { credentials } = await enrolledAdmin();
    for (const url of [API_PATHS.adminLogin, API_PATHS.login]) {
      const { response, body } = await passwordStep(server, credentials, url);
      expect(response.statusCode).toBe(200);
      expect(body.message).toBe('Enter the code from your authenticator app');
      expect(body.data).toEqual({
        twoFactor: { challengeToken: expect.any(String), expiresInSeconds: TWO_FACTOR_CHALLENGE_SECONDS },
      });
      expect(JSON.stringify(body)).not.toContain('accessToken');
    }
  });

  it('signs in with the right code and refuses a wrong one', async () => {
    const { credentials, secret } = await enrolledAdmin();
    const challenge = await challengeFor(credentials);
    const code = await totpCode(secret, server.test.clock.now());
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await secondStep(challenge, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.invalidCode });

    const accepted = await secondStep(challenge, code);
    expect(accepted.statusCode).toBe(200);
    const data = accepted.json<{ data: LoginData }>().data;
    expect(data.user.role).toBe('admin');
    const me = await server.test.app.inject({
      url: api(API_PATHS.me),
      headers: bearer(data.tokens.accessToken),
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses the same code twice in one time step', async () => {
    const { credentials, secret } = await enrolledAdmin();
    const code = await totpCode(secret, server.test.clock.now());
    expect((await secondStep(await challengeFor(credentials), code)).statusCode).toBe(200);
    const again = await secondStep(await challengeFor(credentials), code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: ERROR_CODES.invalidCode });
  });

  it('accepts a code from the step before (a clock a little behind), not from two steps before', async () => {
    const { credentials, secret } = await enrolledAdmin();
    server.test.clock.advance(2 * TOTP_PERIOD_SECONDS * 1000);
    const now = server.test.clock.now().getTime();
    const twoBefore = await totpCode(secret, new Date(now - 2 * TOTP_PERIOD_SECONDS * 1000));
    const oneBefore = await totpCode(secret, new Date(now - TOTP_PERIOD_SECONDS * 1000));
    const challenge = await challengeFor(credentials);
    if (twoBefore !== oneBefore && twoBefore !== (await totpCode(secret, new Date(now)))) {
      expect((await secondStep(challenge, twoBefore)).statusCode).toBe(400);
    }
    expect((await secondStep(challenge, oneBefore)).statusCode).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const { credentials, recoveryCodes } = await enrolledAdmin();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [first = ''] = recoveryCodes;
    expect((await secondStep(await challengeFor(credentials), first.toUpperCase())).statusCode).toBe(200);
    expect((await secondStep(await challengeFor(credentials), first)).statusCode).toBe(400);

    const { tokens } = (await secondStep(await challengeFor(credentials), recoveryCodes[1] ?? '')).json<{
      data: LoginData;
    }>().data;
    const status = await server.test.app.inject({
      url: api(SECURITY_PATHS.twoFactor),
      headers: bearer(tokens.accessToken),
    });
    expect(status.json<{ data: TwoFactorStatusData }>().data.twoFactor).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 8,
    });
  });

  it('signs in once per challenge: a used challenge is refused even with another recovery code', async () => {
    const { credentials, recoveryCodes } = await enrolledAdmin();
    const challenge = await challengeFor(credentials);
    expect((await secondStep(challenge, recoveryCodes[0] ?? '')).statusCode).toBe(200);
    const again = await secondStep(challenge, recoveryCodes[1] ?? '');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ success: false, code: ERROR_CODES.invalidToken });
    // The refused code was not spent: a new challenge takes it.
    expect((await secondStep(await challengeFor(credentials), recoveryCodes[1] ?? '')).statusCode).toBe(200);
  });

  it('stores the secret encrypted and the recovery codes hashed', async () => {
    const { secret, recoveryCodes, credentials } = await enrolledAdmin();
    const [admin] = await server.database.db
      .select()
      .from(tables.users)
      .where(eq(tables.users.email, credentials.email));
    const [row] = await server.database.db
      .select()
      .from(tables.twoFactor)
      .where(eq(tables.twoFactor.userId, admin!.id));
    expect(row?.secretEncrypted).toBeTruthy();
    expect(row?.secretEncrypted).not.toContain(secret);
    const stored = await server.database.db.select().from(tables.recoveryCodes);
    const text = JSON.stringify(stored);
    for (const code of recoveryCodes) expect(text).not.toContain(code.replace('-', ''));
  });

  it('refuses an expired or forged challenge', async () => {
    const { credentials, secret } = await enrolledAdmin();
    const challenge = await challengeFor(credentials);
    expect((await secondStep(`${challenge}x`, '123456')).statusCode).toBe(401);
    server.test.clock.advance((TWO_FACTOR_CHALLENGE_SECONDS + 1) * 1000);
    const late = await secondStep(challenge, await totpCode(secret, server.test.clock.now()));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: ERROR_CODES.invalidToken });
  });

  it('limits wrong codes per account and client (429 after five)', async () => {
    const { credentials, secret } = await enrolledAdmin();
    const challenge = await challengeFor(credentials);
    const code = await totpCode(secret, server.test.clock.now());
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await secondStep(challenge, wrong)).statusCode).toBe(400);
    }
    const limited = await secondStep(challenge, code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: ERROR_CODES.rateLimited });
  });

  it('enrols only with a right code from the pending secret, and shows a QR code as SVG', async () => {
    const credentials = await insertAdmin(server);
    const { tokens } = await signIn(server.test, credentials, API_PATHS.adminLogin);
    const headers = bearer(tokens.accessToken);
    const noSetup = await postJson(
      server.test.app,
      SECURITY_PATHS.twoFactorEnable,
      { code: '123456' },
      { headers },
    );
    expect(noSetup.statusCode).toBe(409);
    const setup = await postJson(server.test.app, SECURITY_PATHS.twoFactorSetup, {}, { headers });
    const data = setup.json<{ data: TwoFactorSetupData }>().data;
    expect(data.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(data.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(data.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const code = await totpCode(data.secret, server.test.clock.now());
    const wrong = await postJson(
      server.test.app,
      SECURITY_PATHS.twoFactorEnable,
      { code: code === '000000' ? '111111' : '000000' },
      { headers },
    );
    expect(wrong.statusCode).toBe(400);
    // Not on until confirmed: sign-in still answers tokens.
    expect((await passwordStep(server, credentials)).body.data).toHaveProperty('tokens');
  });

  it('turns off with the password and a code, after which sign-in answers tokens again', async () => {
    const { credentials, secret } = await enrolledAdmin();
    const { tokens } = (
      await secondStep(await challengeFor(credentials), await totpCode(secret, server.test.clock.now()))
    ).json<{ data: LoginData }>().data;
    const headers = bearer(tokens.accessToken);
    server.test.clock.advance(TOTP_PERIOD_SECONDS * 1000);
    const code = await totpCode(secret, server.test.clock.now());
    const badPassword = await postJson(
      server.test.app,
      SECURITY_PATHS.twoFactorDisable,
      { password: 'Not-The-Password-1', code },
      { headers },
    );
    expect(badPassword.statusCode).toBe(400);
    const off = await postJson(
      server.test.app,
      SECURITY_PATHS.twoFactorDisable,
      { password: credentials.password, code },
      { headers },
    );
    expect(off.statusCode).toBe(200);
    expect((await passwordStep(server, credentials)).body.data).toHaveProperty('tokens');
  });

  it('lets a customer enrol too, and answers 401 without a token', async () => {
    const customer = await verifiedAccount(server.test);
    const { tokens } = await signIn(server.test, customer);
    await enrol(server, tokens.accessToken);
    expect((await passwordStep(server, customer, API_PATHS.login)).body.data).toHaveProperty('twoFactor');
    const anonymous = await server.test.app.inject({ url: api(SECURITY_PATHS.twoFactor) });
    expect(anonymous.statusCode).toBe(401);
    expect((await postJson(server.test.app, SECURITY_PATHS.twoFactorSetup, {})).statusCode).toBe(401);
  });
});

describe.each(DATABASE_KINDS)('ADMIN_REQUIRE_2FA (%s)', (kind) => {
  const server = useTestServer(kind, { env: { ADMIN_REQUIRE_2FA: 'true' } });

  it('closes the admin routes with 403 TWO_FACTOR_SETUP_REQUIRED until the admin enrols', async () => {
    const credentials = await insertAdmin(server);
    const { tokens } = await signIn(server.test, credentials, API_PATHS.adminLogin);
    const headers = bearer(tokens.accessToken);
    const before = await server.test.app.inject({ url: api('/admin/dashboard'), headers });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ success: false, code: ERROR_CODES.twoFactorSetupRequired });
    const audit = await server.test.app.inject({ url: api(SECURITY_PATHS.adminAudit), headers });
    expect(audit.statusCode).toBe(403);

    const status = await server.test.app.inject({ url: api(SECURITY_PATHS.twoFactor), headers });
    expect(status.json<{ data: TwoFactorStatusData }>().data.twoFactor).toEqual({
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
    });

    await enrol(server, tokens.accessToken);
    const after = await server.test.app.inject({ url: api('/admin/dashboard'), headers });
    expect(after.statusCode).toBe(200);
  });

  it('does not apply to customers', async () => {
    const customer = await verifiedAccount(server.test);
    const { tokens } = await signIn(server.test, customer);
    const status = await server.test.app.inject({
      url: api(SECURITY_PATHS.twoFactor),
      headers: bearer(tokens.accessToken),
    });
    expect(status.json<{ data: TwoFactorStatusData }>().data.twoFactor.required).toBe(false);
    const profile = await server.test.app.inject({
      url: api('/profile'),
      headers: bearer(tokens.accessToken),
    });
    expect(profile.statusCode).toBe(200);
  });
});
