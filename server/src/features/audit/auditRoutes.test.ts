import { API_PATHS } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { AUTH_AUDIT_ACTIONS, SECURITY_PATHS } from '@portal/contracts/security';
import type { AuditListData, AuditRecordEntry } from '@portal/contracts/securitySchemas';
import { DATABASE_KINDS, api, bearer, postJson, signIn, useTestServer, verifiedAccount } from '../../testing';
import { tables } from '../../plugins/database';
import { encodeCursor } from '../../plugins/paging';
import { readEveryPage } from '../../plugins/paging/testing/readEveryPage';
import { enrol, insertAdmin } from '../two-factor/testing/twoFactorTesting';
import { recentActivity } from './recentActivity';
import { CONTROL_MESSAGES } from '../decisions';

describe.each(DATABASE_KINDS)('the auth audit record (%s)', (kind) => {
  const server = useTestServer(kind, {
    limits: { signInPerAccountClient: { bucket: 'signin:account-client', limit: 2, windowMs: 900_000 } },
  });

  async function adminHeaders() {
    const credentials = await insertAdmin(server);
    const { tokens } = await signIn(server.test, credentials, API_PATHS.adminLogin);
    return { credentials, tokens, headers: bearer(tokens.accessToken) };
  }

  async function read(headers: Record<string, string>, query = '') {
    const response = await server.test.app.inject({
      url: api(`${SECURITY_PATHS.adminAudit}${query}`),
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AuditListData }>().data;
  }

  const actions = (entries: AuditRecordEntry[]) => entries.map((entry) => entry.action);

  it('records sign-ins, failures and one lock-out, without the passwords', async () => {
    const customer = await verifiedAccount(server.test);
    await signIn(server.test, customer);
    const wrongPassword = 'Wrong-Guess-Pass-77';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await postJson(server.test.app, API_PATHS.login, { email: customer.email, password: wrongPassword });
    }
    await postJson(server.test.app, API_PATHS.login, {
      email: 'nobody.here@example.com',
      password: wrongPassword,
    });
    const { headers } = await adminHeaders();

    const { entries } = await read(headers, '?action=auth.');
    expect(actions(entries).filter((action) => action === AUTH_AUDIT_ACTIONS.signIn)).toHaveLength(2);
    expect(actions(entries).filter((action) => action === AUTH_AUDIT_ACTIONS.signInFailed)).toHaveLength(3);
    // Two refusals over the limit, one entry.
    expect(actions(entries).filter((action) => action === AUTH_AUDIT_ACTIONS.lockedOut)).toHaveLength(1);
    const unknown = entries.find(
      (entry) => entry.summary.includes('@example.com') && entry.subjectId === 'unknown',
    );
    expect(unknown?.summary).toBe('Failed sign-in for n***@example.com');

    const everything = JSON.stringify(await server.database.db.select().from(tables.auditLog));
    expect(everything).not.toContain(wrongPassword);
    expect(everything).not.toContain(customer.password);
    expect(everything).not.toContain('nobody.here');
    expect(server.test.logs.join('')).not.toContain(wrongPassword);
  });

  it('records password changes, two-factor changes and ended sessions, never codes or tokens', async () => {
    const customer = await verifiedAccount(server.test);
    const { tokens } = await signIn(server.test, customer);
    const customerHeaders = bearer(tokens.accessToken);
    const { recoveryCodes, secret } = await enrol(server, tokens.accessToken);
    await postJson(
      server.test.app,
      SECURITY_PATHS.twoFactorDisable,
      { password: customer.password, code: recoveryCodes[0] },
      { headers: customerHeaders },
    );
    await postJson(
      server.test.app,
      SECURITY_PATHS.changePassword,
      { currentPassword: customer.password, newPassword: 'Another-Strong-Pass-58' },
      { headers: customerHeaders },
    );
    await postJson(server.test.app, SECURITY_PATHS.endAllSessions, {}, { headers: customerHeaders });

    const { headers } = await adminHeaders();
    const { entries } = await read(headers, `?actor=${encodeURIComponent(customer.email.toUpperCase())}`);
    expect(actions(entries)).toEqual([
      AUTH_AUDIT_ACTIONS.sessionsEnded,
      AUTH_AUDIT_ACTIONS.passwordChanged,
      AUTH_AUDIT_ACTIONS.twoFactorDisabled,
      AUTH_AUDIT_ACTIONS.twoFactorEnabled,
      AUTH_AUDIT_ACTIONS.signIn,
    ]);
    const everything = JSON.stringify(await server.database.db.select().from(tables.auditLog));
    for (const secretText of [secret, ...recoveryCodes, tokens.accessToken, tokens.refreshToken ?? 'x']) {
      expect(everything).not.toContain(secretText);
      expect(server.test.logs.join('')).not.toContain(secretText);
    }
  });

  it('pages newest first with a cursor, and filters by action prefix', async () => {
    const customer = await verifiedAccount(server.test);
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn(server.test, customer);
    const { headers } = await adminHeaders();
    const first = await read(headers, '?limit=2');
    expect(first.entries).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    expect(Number(first.entries[0]!.id)).toBeGreaterThan(Number(first.entries[1]!.id));
    const second = await read(headers, `?limit=2&cursor=${first.nextCursor}`);
    const third = await read(headers, `?limit=2&cursor=${second.nextCursor}`);
    const ids = [...first.entries, ...second.entries, ...third.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(5);
    expect(third.nextCursor).toBeNull();
    expect(actions((await read(headers, '?action=auth.password')).entries)).toEqual([]);
    expect((await read(headers, '?action=auth.sign-in')).entries).toHaveLength(5);
  });

  it('pages past 200 entries with the shared cursor, newest first by when each happened, none twice or missed', async () => {
    const { headers } = await adminHeaders();
    const base = Date.parse('2026-03-02T09:00:00.000Z');
    // Written in an order that is not the time order (a later id may have happened earlier),
    // and three to a second: entries of one moment are ordered by id.
    const written = Array.from({ length: 230 }, (_, index) => ({
      action: 'paging.test',
      subjectType: 'test',
      subjectId: String(index),
      summary: `Entry ${index}`,
      occurredAt: new Date(base + Math.floor(((index * 7) % 230) / 3) * 1000),
    }));
    const rows = await server.database.db
      .insert(tables.auditLog)
      .values(written)
      .returning({ id: tables.auditLog.id, occurredAt: tables.auditLog.occurredAt });
    const expected = rows
      .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime() || b.id - a.id)
      .map((row) => String(row.id));

    for (const [limit, sizes] of [
      ['', [50, 50, 50, 50, 30]],
      ['&limit=100', [100, 100, 30]],
    ] as const) {
      const pages = await readEveryPage(async (cursor) => {
        const page = await read(headers, `?action=paging.${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        return { rows: page.entries, nextCursor: page.nextCursor };
      });
      expect(pages.map((page) => page.length)).toEqual(sizes);
      expect(pages.flat().map((entry) => entry.id)).toEqual(expected);
    }
  });

  it('refuses a cursor it did not write (400 in the error shape), the old numeric cursor and a uuid one included', async () => {
    const { headers } = await adminHeaders();
    for (const cursor of [
      'abc',
      '42',
      encodeCursor({ createdAt: '2026-03-02T09:00:00.000000Z', id: '2c9a3f5e-8d1b-4e6f-a0b7-3c2d1e0f9a8b' }),
    ]) {
      const response = await server.test.app.inject({
        url: api(`${SECURITY_PATHS.adminAudit}?cursor=${cursor}`),
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: PAYMENT_MESSAGES.cursorInvalid,
        code: ERROR_CODES.validation,
        errors: { cursor: [PAYMENT_MESSAGES.cursorInvalid] },
      });
    }
  });

  it('refuses a customer (403), no token (401) and a malformed query (400)', async () => {
    const customer = await verifiedAccount(server.test);
    const { tokens } = await signIn(server.test, customer);
    const asCustomer = await server.test.app.inject({
      url: api(SECURITY_PATHS.adminAudit),
      headers: bearer(tokens.accessToken),
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await server.test.app.inject({ url: api(SECURITY_PATHS.adminAudit) })).statusCode).toBe(401);
    const { headers } = await adminHeaders();
    const bad = await server.test.app.inject({
      url: api(`${SECURITY_PATHS.adminAudit}?cursor=abc`),
      headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses control characters in its filters (400 naming the filter), never a 500', async () => {
    const { headers } = await adminHeaders();
    for (const [field, query] of [
      ['actor', '?actor=%00'],
      ['action', '?action=auth.%07'],
    ] as const) {
      const response = await server.test.app.inject({
        url: api(`${SECURITY_PATHS.adminAudit}${query}`),
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        [field]: [CONTROL_MESSAGES.filter],
      });
    }
  });

  it("keeps sign-in events out of the dashboard's recent activity", async () => {
    const customer = await verifiedAccount(server.test);
    await signIn(server.test, customer);
    expect(await recentActivity(server.database.db, 10)).toEqual([]);
  });
});
