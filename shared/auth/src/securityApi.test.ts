import { MESSAGES } from '@portal/contracts/messages';
import type { User } from '@portal/contracts/user';
import { apiClient } from './apiClient';
import { signIn, verifySignInCode } from './authApi';
import { security } from './securityApi';
import { RequestError } from './serverAnswer';
import { sessionStore } from './sessionStore';
import { schemaDownload } from './testing/schemaDownload';
import type * as SchemaDownload from './testing/schemaDownload';

// The answers' schemas can be made to fail to download (schemaDownload.fails).
jest.mock('./loadAnswerSchemas', () =>
  jest.requireActual<typeof SchemaDownload>('./testing/schemaDownload').failableSchemaLoader(),
);

const admin: User = { id: 'a1', name: 'Admin', email: 'admin@vb.test', role: 'admin', approved: true };

interface Call {
  url: string;
  method: string;
  body: unknown;
  authorization: string | undefined;
}

function fakeFetch(...answers: [number, unknown][]) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.Authorization,
    });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next[1]), { status: next[0] });
  });
  apiClient.configure({ fetch: fetch as unknown as typeof globalThis.fetch, onUnauthorized: jest.fn() });
  return calls;
}

const ok = (data?: unknown) => ({ success: true, message: 'Done', data });
const signedInData = { user: admin, tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } };

afterEach(() => {
  schemaDownload.fails = false;
  sessionStore.logout();
  sessionStorage.clear();
});

describe('signing in with a second step', () => {
  it('answers the challenge and stores no session when the password step asks for a code', async () => {
    const calls = fakeFetch([200, ok({ twoFactor: { challengeToken: 'ch-1', expiresInSeconds: 300 } })]);
    const outcome = await signIn({ email: 'admin@vb.test', password: 'Secret1' });
    expect(outcome).toEqual({ challenge: { challengeToken: 'ch-1', expiresInSeconds: 300 } });
    expect(calls[0]?.url).toBe('/api/auth/admin/login');
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('stores the session once the code is accepted', async () => {
    const calls = fakeFetch([200, ok(signedInData)]);
    const outcome = await verifySignInCode('ch-1', '123456');
    expect(outcome).toEqual(admin);
    expect(calls[0]).toMatchObject({
      url: '/api/auth/login/2fa',
      method: 'POST',
      body: { challengeToken: 'ch-1', code: '123456' },
    });
    expect(sessionStore.getState().token).toBe('access-1');
  });

  it('refuses a sign-in answer that breaks the contract and stores no session', async () => {
    const unknownRole = { ...signedInData, user: { ...admin, role: 'superuser' } };
    fakeFetch([200, ok(unknownRole)]);
    await expect(signIn({ email: 'ada@vb.test', password: 'Secret1' })).rejects.toBeInstanceOf(RequestError);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('sends no password when the answer schemas cannot be downloaded, and fails', async () => {
    schemaDownload.fails = true;
    const calls = fakeFetch([200, ok(signedInData)]);
    await expect(signIn({ email: 'ada@vb.test', password: 'Secret1' })).rejects.toThrow();
    expect(calls).toEqual([]);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('sends no code when the answer schemas cannot be downloaded, and fails', async () => {
    schemaDownload.fails = true;
    const calls = fakeFetch([200, ok(signedInData)]);
    await expect(verifySignInCode('ch-1', '123456')).rejects.toThrow();
    expect(calls).toEqual([]);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('keeps the session empty and hands back the refusal for a wrong code', async () => {
    fakeFetch([401, { success: false, message: 'That code is not right.', code: 'INVALID_CODE' }]);
    await expect(verifySignInCode('ch-1', '000000')).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CODE',
      message: 'That code is not right.',
    });
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });
});

describe('security calls', () => {
  it('reports the server message and field errors of a refused password change', async () => {
    sessionStore.login(admin, 'access-1');
    fakeFetch([
      400,
      {
        success: false,
        message: 'Your current password is not right',
        code: 'VALIDATION_FAILED',
        errors: { currentPassword: ['Your current password is not right'] },
      },
    ]);
    await expect(
      security.changePassword({ currentPassword: 'wrong', newPassword: 'Newpass1' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Your current password is not right',
      code: 'VALIDATION_FAILED',
      errors: { currentPassword: ['Your current password is not right'] },
    });
  });

  it('treats an unreachable server as a failure, never a success', async () => {
    fakeFetch();
    await expect(security.listSessions()).rejects.toMatchObject({ status: 0 });
  });

  it('refuses to call an answer of the wrong shape a success', async () => {
    sessionStore.login(admin, 'access-1');
    fakeFetch([200, ok({ codes: ['a'] })]);
    await expect(security.enableTwoFactor('123456')).rejects.toBeInstanceOf(RequestError);
  });

  it('signs out here after ending every session on the server, with how many ended', async () => {
    sessionStore.login(admin, 'access-1');
    const calls = fakeFetch([200, ok({ ended: 3 })], [200, ok()]);
    await expect(security.endAllSessions()).resolves.toBe(3);
    expect(calls[0]).toMatchObject({ url: '/api/auth/sessions/end-all', authorization: 'Bearer access-1' });
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('stays signed in when ending the sessions was refused', async () => {
    sessionStore.login(admin, 'access-1');
    fakeFetch([500, { success: false, message: 'Something broke' }]);
    await expect(security.endAllSessions()).rejects.toMatchObject({ message: 'Something broke' });
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });

  it.each([
    ['starting two-factor setup', () => security.startTwoFactorSetup()],
    ['turning two-factor sign-in on', () => security.enableTwoFactor('123456')],
    [
      'turning two-factor sign-in off',
      () => security.disableTwoFactor({ password: 'Secret1', code: '123456' }),
    ],
    [
      'changing the password',
      () => security.changePassword({ currentPassword: 'Secret1', newPassword: 'Newpass1' }),
    ],
    ['ending every session', () => security.endAllSessions()],
  ])(
    'sends nothing for %s when the answer schemas cannot be downloaded, and answers unreachable',
    async (_change, send) => {
      sessionStore.login(admin, 'access-1');
      schemaDownload.fails = true;
      const calls = fakeFetch([200, ok({ recoveryCodes: ['a'] })]);
      await expect(send()).rejects.toMatchObject({ status: 0, message: MESSAGES.unexpected, errors: {} });
      expect(calls).toEqual([]);
      expect(sessionStore.getState().isAuthenticated).toBe(true);
    },
  );

  it('asks for the audit record with only the filters given', async () => {
    sessionStore.login(admin, 'access-1');
    const page = { entries: [], nextCursor: null };
    const calls = fakeFetch([200, ok(page)], [200, ok(page)]);
    await security.readAuditLog();
    await security.readAuditLog({ action: 'auth.', actor: ' ada@vb.test ', cursor: '42', limit: 20 });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/admin/audit',
      '/api/admin/audit?action=auth.&actor=ada%40vb.test&cursor=42&limit=20',
    ]);
  });

  it('rejects with a RequestError carrying status, code, message and field errors (the one convention)', async () => {
    sessionStore.login(admin, 'access-1');
    const errors = { currentPassword: ['Your current password is not right'] };
    fakeFetch([
      400,
      { success: false, message: 'Your current password is not right', code: 'VALIDATION_FAILED', errors },
    ]);
    const failure = security.changePassword({ currentPassword: 'wrong', newPassword: 'Newpass1' });
    await expect(failure).rejects.toBeInstanceOf(RequestError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Your current password is not right',
      errors,
    });
  });

  it('resolves with the data itself', async () => {
    sessionStore.login(admin, 'access-1');
    fakeFetch([200, ok({ recoveryCodes: ['a', 'b'] })]);
    await expect(security.enableTwoFactor('123456')).resolves.toEqual(['a', 'b']);
  });
});
