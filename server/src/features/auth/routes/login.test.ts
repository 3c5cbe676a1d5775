import { expect } from '@jest/globals';
import { API_PATHS, type ApiFailure } from '@portal/contracts/api';
import { loginDataSchema, type MeData } from '@portal/contracts/apiSchemas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { MESSAGES } from '@portal/contracts/messages';
import * as z from 'zod/mini';
import { ensureAdminAccount } from '../../admin-account';
import { tables } from '../../../plugins/database';
import {
  DATABASE_KINDS,
  postJson,
  registerAccount,
  useTestServer,
  verifiedAccount,
  withCookieToken,
} from '../../../testing';
import { AUTH_MESSAGES } from '../messages';
import { sha256 } from '../secrets';

const ADMIN = { email: 'boss@vendorbridge.test', password: 'Admin-Pass-123' };
/** Two clients, as the server sees their addresses. */
const A = '198.51.100.1';
const B = '198.51.100.2';

describe.each(DATABASE_KINDS)('POST /api/auth/login and /api/auth/admin/login on %s', (kind) => {
  const server = useTestServer(kind, {
    limits: {
      signInPerClient: { bucket: 'signin:client', limit: 20, windowMs: 3_600_000 },
      adminSignInPerClient: { bucket: 'signin:client', limit: 15, windowMs: 3_600_000 },
    },
  });
  const login = (body: unknown, url: string = API_PATHS.login, remoteAddress?: string) =>
    postJson(server.test.app, url, body, remoteAddress ? { remoteAddress } : {});
  const createAdmin = () =>
    ensureAdminAccount(
      server.database.db,
      { adminEmail: ADMIN.email, adminPassword: ADMIN.password },
      server.test.app.log,
    );

  it('signs a verified customer in with the user, an access token and a refresh token', async () => {
    const account = await verifiedAccount(server.test);
    const response = await login({ email: account.email, password: account.password });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: unknown }>();
    expect(body).toMatchObject({ success: true, message: AUTH_MESSAGES.signedIn });
    const data = { ...z.parse(loginDataSchema, body.data), tokens: withCookieToken(response).tokens };
    expect(data.user).toEqual({
      // A sign-up founds a business and owns it (issue 21); it has no staff role (issue 22).
      businessRole: 'owner',
      staffRole: null,
      id: expect.any(String),
      name: account.name,
      email: account.email,
      role: 'user',
      approved: false,
    });
    expect(data.tokens.accessToken.split('.')).toHaveLength(3);
    expect(data.tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server.database.db.select().from(tables.refreshTokens);
    expect(stored.map((row) => row.tokenHash)).toEqual([sha256(data.tokens.refreshToken ?? '')]);
  });

  it('answers with the stored role on either endpoint, whatever the address looks like (the server is the only authority on roles)', async () => {
    await createAdmin();
    const adminLooking = await verifiedAccount(server.test, { email: `admin.of.acme-${kind}@example.com` });
    for (const url of [API_PATHS.login, API_PATHS.adminLogin]) {
      const admin = await login(ADMIN, url);
      expect(admin.statusCode).toBe(200);
      expect(admin.json<{ data: MeData }>().data.user).toMatchObject({
        email: ADMIN.email,
        role: 'admin',
        approved: true,
      });
      const customer = await login({ email: adminLooking.email, password: adminLooking.password }, url);
      expect(customer.statusCode).toBe(200);
      expect(customer.json<{ data: MeData }>().data.user.role).toBe('user');
    }
  });

  it('accepts the address in any case', async () => {
    const account = await verifiedAccount(server.test);
    const response = await login({ email: ` ${account.email.toUpperCase()}`, password: account.password });
    expect(response.statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown address', async () => {
    const account = await verifiedAccount(server.test);
    const wrong = await login({ email: account.email, password: 'Wrong1234' });
    const unknown = await login({ email: 'nobody@example.com', password: account.password });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: AUTH_MESSAGES.badCredentials,
        code: ERROR_CODES.invalidCredentials,
      });
    }
  });

  it('tells an unverified account so, but only once the password is right', async () => {
    const account = await registerAccount(server.test);
    const wrong = await login({ email: account.email, password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);

    for (const url of [API_PATHS.login, API_PATHS.adminLogin]) {
      const right = await login({ email: account.email, password: account.password }, url);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({
        success: false,
        message: AUTH_MESSAGES.notVerified,
        code: ERROR_CODES.emailNotVerified,
      });
      expect(right.json<ApiFailure>().message).toMatch(/not verified/);
    }
    expect(await server.database.db.select().from(tables.refreshTokens)).toHaveLength(0);
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', MESSAGES.emailRequired],
    [{ email: 'bad', password: 'x' }, 'email', MESSAGES.emailInvalid],
    [{ email: 'a@b.co', password: '' }, 'password', MESSAGES.passwordRequired],
    [{ email: 'a@b.co' }, 'password', MESSAGES.passwordRequired],
  ])('refuses %j with errors.%s', async (body, field, message) => {
    for (const url of [API_PATHS.login, API_PATHS.adminLogin]) {
      const response = await login(body, url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message,
        code: ERROR_CODES.validation,
        errors: { [field]: [message] },
      });
    }
  });

  it('locks one client out of an address after 5 failed sign-ins, even with the right password', async () => {
    const account = await verifiedAccount(server.test);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await login({ email: account.email, password: `Wrong${attempt}aA` }, API_PATHS.login, A);
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await login({ email: account.email, password: account.password }, API_PATHS.login, A);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      success: false,
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
      code: ERROR_CODES.rateLimited,
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(840);

    // Another address from the same client is not affected, nor the same address elsewhere.
    const other = await verifiedAccount(server.test);
    expect(
      (await login({ email: other.email, password: other.password }, API_PATHS.login, A)).statusCode,
    ).toBe(200);
    expect((await login(account, API_PATHS.login, B)).statusCode).toBe(200);

    server.test.clock.advance(15 * 60_000 + 1_000);
    expect((await login(account, API_PATHS.login, A)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const account = await verifiedAccount(server.test);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login({ email: account.email, password: account.password })).statusCode).toBe(200);
    }
  });

  it('gives an address one budget of guesses on both endpoints together', async () => {
    await createAdmin();
    const wrong = { email: ADMIN.email, password: 'Wrong1234' };
    for (const url of [API_PATHS.login, API_PATHS.adminLogin, API_PATHS.login, API_PATHS.adminLogin]) {
      expect((await login(wrong, url, A)).statusCode).toBe(401);
    }
    expect((await login(wrong, API_PATHS.login, A)).statusCode).toBe(401);
    // Five guesses spent, three of them on the user endpoint: neither endpoint gives more.
    expect((await login(ADMIN, API_PATHS.login, A)).statusCode).toBe(429);
    expect((await login(ADMIN, API_PATHS.adminLogin, A)).statusCode).toBe(429);
  });

  it('does not let 5 wrong tries from one client lock the admin out of another', async () => {
    await createAdmin();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await login(
        { email: ADMIN.email, password: `Guess-${attempt}-x` },
        API_PATHS.adminLogin,
        A,
      );
      expect(wrong.statusCode).toBe(401);
    }
    expect((await login(ADMIN, API_PATHS.adminLogin, A)).statusCode).toBe(429);
    const owner = await login(ADMIN, API_PATHS.adminLogin, B);
    expect(owner.statusCode).toBe(200);
    expect(owner.json<{ data: MeData }>().data.user.role).toBe('admin');
  });

  it('past 20 failures from everywhere, a new client waits at most a minute; clients the account signed in from never wait', async () => {
    const account = await verifiedAccount(server.test);
    const home = '192.0.2.10';
    expect((await login(account, API_PATHS.login, home)).statusCode).toBe(200);

    // Four attackers, five guesses each (the most each client is allowed).
    for (let attacker = 1; attacker <= 4; attacker += 1) {
      for (let guess = 0; guess < 5; guess += 1) {
        const answer = await login(
          { email: account.email, password: `Guess-${guess}-x` },
          API_PATHS.login,
          `203.0.113.${attacker}`,
        );
        expect(answer.statusCode).toBe(401);
      }
    }
    // A fifth client, even with the right password, is slowed down: told to wait a minute at most…
    const stranger = await login(account, API_PATHS.login, '203.0.113.99');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json<ApiFailure>().code).toBe(ERROR_CODES.rateLimited);
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(60);
    // …and the owner's own client is not: a wrong try is still just wrong, the right one signs in.
    expect(
      (await login({ email: account.email, password: 'Typo-1234' }, API_PATHS.login, home)).statusCode,
    ).toBe(401);
    expect((await login(account, API_PATHS.login, home)).statusCode).toBe(200);
    // A minute later the right password from a new client signs in (the lock-out never lasts an hour).
    server.test.clock.advance(61_000);
    expect((await login(account, API_PATHS.login, '203.0.113.100')).statusCode).toBe(200);
  });

  it('keeps the right password from a new client out for a minute at most, however often it retries meanwhile', async () => {
    const account = await verifiedAccount(server.test);
    for (let attacker = 1; attacker <= 4; attacker += 1) {
      for (let guess = 0; guess < 5; guess += 1) {
        await login(
          { email: account.email, password: `Guess-${guess}-x` },
          API_PATHS.login,
          `203.0.113.${attacker}`,
        );
      }
    }
    // The owner on a new client retries every 5 seconds: each refusal says a minute at most,
    // counting down, and none of them turns into the 15-minute lock-out of five wrong guesses.
    const newClient = '203.0.113.50';
    const waits: number[] = [];
    let answer = await login(account, API_PATHS.login, newClient);
    for (let retry = 0; answer.statusCode === 429 && retry < 20; retry += 1) {
      waits.push(Number(answer.headers['retry-after']));
      server.test.clock.advance(5_000);
      answer = await login(account, API_PATHS.login, newClient);
    }
    expect(waits.length).toBeGreaterThan(5);
    expect(Math.max(...waits)).toBeLessThanOrEqual(60);
    expect(waits).toEqual([...waits].sort((a, b) => b - a));
    expect(answer.statusCode).toBe(200);
  });

  it('has a per-client backstop that other clients do not feel', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await login(
        { email: `someone${attempt}@example.com`, password: 'Wrong1234' },
        API_PATHS.login,
        '10.0.0.1',
      );
    }
    const blocked = await login(
      { email: 'another@example.com', password: 'Wrong1234' },
      API_PATHS.login,
      '10.0.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await login(
      { email: 'another@example.com', password: 'Wrong1234' },
      API_PATHS.login,
      '10.0.0.2',
    );
    expect(elsewhere.statusCode).toBe(401);
  });
});
