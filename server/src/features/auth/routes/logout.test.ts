import { API_PATHS } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { DATABASE_KINDS, postJson, signIn, useTestServer, verifiedAccount } from '../../../testing';
import { AUTH_MESSAGES } from '../messages';

describe.each(DATABASE_KINDS)('POST /api/auth/logout on %s', (kind) => {
  const server = useTestServer(kind);
  const refresh = (refreshToken: unknown) => postJson(server.test.app, API_PATHS.refresh, { refreshToken });
  const signedOut = { success: true, message: AUTH_MESSAGES.signedOut };

  it('ends the session of the refresh token, and only that one', async () => {
    const account = await verifiedAccount(server.test);
    const mine = await signIn(server.test, account);
    const otherDevice = await signIn(server.test, account);
    const rotated = (await refresh(mine.tokens.refreshToken)).json<{ data: LoginData }>().data.tokens
      .refreshToken;

    const response = await postJson(server.test.app, API_PATHS.logout, { refreshToken: rotated });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(signedOut);
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await refresh(otherDevice.tokens.refreshToken)).statusCode).toBe(200);
  });

  it.each([[{}], [{ refreshToken: 'unknown' }], [undefined]])('always succeeds for %j', async (body) => {
    const response =
      body === undefined
        ? await server.test.app.inject({ method: 'POST', url: `/api${API_PATHS.logout}` })
        : await postJson(server.test.app, API_PATHS.logout, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(signedOut);
  });

  it('refuses a refresh token that is not a string', async () => {
    const response = await postJson(server.test.app, API_PATHS.logout, { refreshToken: ['x'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: ERROR_CODES.validation });
  });
});
