import { API_PATHS, type ApiFailure } from '@portal/contracts/api';
import type { LoginData, MeData } from '@portal/contracts/apiSchemas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { Database } from '../../plugins/database';
import {
  DATABASE_KINDS,
  TestClock,
  buildTestApp,
  latestCode,
  openTestDatabase,
  postJson,
  recordingTransport,
  type TestApp,
  type TestDatabase,
  withCookieToken,
} from '../../testing';

/**
 * Issue item 5: two API processes behind a load balancer share all state. Two app
 * instances, each with its own database handle (its own connection pool on
 * PostgreSQL; the one PGlite handle, which cannot be opened twice), on one database.
 */
describe.each(DATABASE_KINDS)('two server instances on one %s database', (kind) => {
  let database: TestDatabase;
  let second: Database;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    second = database.openAnother();
    const clock = new TestClock();
    const transport = recordingTransport();
    a = await buildTestApp(database, { clock, transport });
    b = await buildTestApp(second, { clock, transport });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  async function accountOnA() {
    const credentials = {
      name: 'Grace Hopper',
      email: `grace-${kind}-${Date.now()}@example.com`,
      password: 'Grace-Pass-1906',
    };
    expect((await postJson(a.app, API_PATHS.register, credentials)).statusCode).toBe(201);
    // Verified on the other instance with the code the first one mailed.
    const verified = await postJson(b.app, API_PATHS.verifyEmail, {
      email: credentials.email,
      otp: latestCode(a.mail, credentials.email),
    });
    expect(verified.statusCode).toBe(200);
    return credentials;
  }

  it('a refresh token rotated on one instance is refused on the other', async () => {
    const account = await accountOnA();
    const signedIn = await postJson(b.app, API_PATHS.login, account);
    const original = withCookieToken(signedIn).tokens.refreshToken;

    const rotated = await postJson(a.app, API_PATHS.refresh, { refreshToken: original });
    expect(rotated.statusCode).toBe(200);

    const replayed = await postJson(b.app, API_PATHS.refresh, { refreshToken: original });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json<ApiFailure>().code).toBe(ERROR_CODES.invalidToken);
    // And the replay revoked the family for both instances.
    const next = rotated.json<{ data: LoginData }>().data.tokens.refreshToken;
    expect((await postJson(a.app, API_PATHS.refresh, { refreshToken: next })).statusCode).toBe(401);
  });

  it('the same refresh token sent to both at once is honoured exactly once', async () => {
    const account = await accountOnA();
    const token = withCookieToken(await postJson(a.app, API_PATHS.login, account)).tokens.refreshToken;
    const answers = await Promise.all([
      postJson(a.app, API_PATHS.refresh, { refreshToken: token }),
      postJson(b.app, API_PATHS.refresh, { refreshToken: token }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });

  it('the sign-in limit counts attempts made against both', async () => {
    const account = await accountOnA();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const instance = attempt % 2 === 0 ? a : b;
      const response = await postJson(instance.app, API_PATHS.login, {
        email: account.email,
        password: 'Wrong1234',
      });
      expect(response.statusCode).toBe(401);
    }
    for (const instance of [a, b]) {
      const response = await postJson(instance.app, API_PATHS.login, account);
      expect(response.statusCode).toBe(429);
      expect(response.json<ApiFailure>().code).toBe(ERROR_CODES.rateLimited);
    }
  });

  it('an access token issued by one instance is accepted by the other', async () => {
    const account = await accountOnA();
    const { accessToken } = (await postJson(a.app, API_PATHS.login, account)).json<{ data: LoginData }>().data
      .tokens;
    const me = await b.app.inject({
      method: 'GET',
      url: `/api${API_PATHS.me}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ data: MeData }>().data.user.email).toBe(account.email);
  });

  it('a session ended on one instance ends its access token on the other at once', async () => {
    const account = await accountOnA();
    const { accessToken, refreshToken } = withCookieToken(
      await postJson(a.app, API_PATHS.login, account),
    ).tokens;
    const meOnB = () =>
      b.app.inject({
        method: 'GET',
        url: `/api${API_PATHS.me}`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
    expect((await meOnB()).statusCode).toBe(200);
    await postJson(a.app, API_PATHS.logout, { refreshToken });
    expect((await meOnB()).statusCode).toBe(401);
  });
});
