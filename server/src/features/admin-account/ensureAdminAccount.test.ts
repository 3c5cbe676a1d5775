import { API_PATHS, validateNewPassword } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { tables } from '../database';
import { hashPassword } from '../auth';
import { DATABASE_KINDS, postJson, signIn, useTestServer, verifiedAccount } from '../../test-support';
import { ensureAdminAccount, generateAdminPassword } from './ensureAdminAccount';

const EMAIL = 'admin@vendorbridge.test';

function capturedLog() {
  const lines: string[] = [];
  const log = Fastify({
    logger: {
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    },
  }).log;
  return { log, text: () => lines.join('') };
}

describe.each(DATABASE_KINDS)('the admin account from configuration (D13) on %s', (kind) => {
  const server = useTestServer(kind);
  const adminRow = async () =>
    (await server.database.db.select().from(tables.users).where(eq(tables.users.email, EMAIL)))[0];
  const login = (password: string) =>
    postJson(server.test.app, API_PATHS.adminLogin, { email: EMAIL, password });

  it('creates a verified, approved admin with ADMIN_PASSWORD', async () => {
    const { log } = capturedLog();
    const outcome = await ensureAdminAccount(
      server.database.db,
      { adminEmail: EMAIL, adminPassword: 'Given-Pass-1' },
      log,
    );
    expect(outcome).toEqual({ action: 'created', generatedPassword: null });
    expect(await adminRow()).toMatchObject({
      role: 'admin',
      approved: true,
      emailVerifiedAt: expect.any(Date),
    });
    const response = await login('Given-Pass-1');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ role: 'admin', approved: true });
  });

  it('without ADMIN_PASSWORD generates a strong password, prints it once, and keeps it on the next start', async () => {
    const first = capturedLog();
    const outcome = await ensureAdminAccount(
      server.database.db,
      { adminEmail: EMAIL, adminPassword: null },
      first.log,
    );
    if (outcome.action !== 'created' || !outcome.generatedPassword)
      throw new Error('expected a generated password');
    const password = outcome.generatedPassword;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(validateNewPassword(password)).toBeUndefined();
    expect(first.text()).toContain(password);

    const second = capturedLog();
    expect(
      await ensureAdminAccount(server.database.db, { adminEmail: EMAIL, adminPassword: null }, second.log),
    ).toEqual({
      action: 'kept',
    });
    expect(second.text()).not.toContain(password);
    expect((await login(password)).statusCode).toBe(200);
  });

  it('generates a different password each time', () => {
    expect(new Set(Array.from({ length: 20 }, generateAdminPassword)).size).toBe(20);
  });

  it('a changed ADMIN_PASSWORD replaces the old one and ends the admin sessions', async () => {
    const { log } = capturedLog();
    await ensureAdminAccount(server.database.db, { adminEmail: EMAIL, adminPassword: 'First-Pass-1' }, log);
    const session = await signIn(
      server.test,
      { email: EMAIL, password: 'First-Pass-1' },
      API_PATHS.adminLogin,
    );

    const outcome = await ensureAdminAccount(
      server.database.db,
      { adminEmail: EMAIL, adminPassword: 'Second-Pass-2' },
      log,
    );
    expect(outcome).toEqual({ action: 'updated', passwordChanged: true });
    expect((await login('First-Pass-1')).statusCode).toBe(401);
    expect((await login('Second-Pass-2')).statusCode).toBe(200);
    const refresh = await postJson(server.test.app, API_PATHS.refresh, {
      refreshToken: session.tokens.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);

    // Same password again: nothing to do, sessions survive the restart.
    expect(
      await ensureAdminAccount(
        server.database.db,
        { adminEmail: EMAIL, adminPassword: 'Second-Pass-2' },
        log,
      ),
    ).toEqual({
      action: 'kept',
    });
  });

  it('makes an existing account at that address the admin', async () => {
    const customer = await verifiedAccount(server.test, { email: EMAIL });
    await server.database.db
      .update(tables.users)
      .set({ passwordHash: await hashPassword(customer.password) })
      .where(eq(tables.users.email, EMAIL));
    const { log } = capturedLog();
    const outcome = await ensureAdminAccount(
      server.database.db,
      { adminEmail: EMAIL, adminPassword: null },
      log,
    );
    expect(outcome).toEqual({ action: 'updated', passwordChanged: false });
    expect(await adminRow()).toMatchObject({ role: 'admin', approved: true });
    expect((await login(customer.password)).json().data.user.role).toBe('admin');
  });

  it('two instances starting together create one admin', async () => {
    const { log } = capturedLog();
    const outcomes = await Promise.all([
      ensureAdminAccount(server.database.db, { adminEmail: EMAIL, adminPassword: 'Given-Pass-1' }, log),
      ensureAdminAccount(
        server.database.openAnother().db,
        { adminEmail: EMAIL, adminPassword: 'Given-Pass-1' },
        log,
      ),
    ]);
    expect(outcomes.filter((outcome) => outcome.action === 'created')).toHaveLength(1);
    expect(await server.database.db.select().from(tables.users)).toHaveLength(1);
  });
});
