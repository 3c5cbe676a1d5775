import { expect } from '@jest/globals';
import { API_PATHS } from '@portal/contracts/api';
import type { MeData } from '@portal/contracts/apiSchemas';
import { usesAdminEndpoint, validateNewPassword } from '@portal/contracts/validation';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { ConfigError } from '../../config';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, postJson, signIn, useTestServer, verifiedAccount } from '../../testing';
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

describe.each(DATABASE_KINDS)('the admin account from configuration on %s', (kind) => {
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
    expect(response.json<{ data: MeData }>().data.user).toMatchObject({ role: 'admin', approved: true });
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
    expect(outcome).toEqual({ action: 'updated', passwordChanged: true, promoted: false });
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

  it('refuses to start when a customer account has the address, and leaves that account alone', async () => {
    const customer = await verifiedAccount(server.test, { email: EMAIL });
    const session = await signIn(server.test, customer);
    const { log } = capturedLog();
    const start = ensureAdminAccount(
      server.database.db,
      { adminEmail: EMAIL, adminPassword: 'Given-Pass-1' },
      log,
    );

    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(
      `ADMIN_EMAIL ${EMAIL} belongs to an existing customer account; set ADMIN_PROMOTE_EXISTING=true to make that account the admin, or choose another ADMIN_EMAIL.`,
    );
    expect(await adminRow()).toMatchObject({ role: 'user', approved: false });
    expect((await login(customer.password)).json<{ data: MeData }>().data.user.role).toBe('user');
    const refresh = await postJson(server.test.app, API_PATHS.refresh, {
      refreshToken: session.tokens.refreshToken,
    });
    expect(refresh.statusCode).toBe(200);
  });

  it('with ADMIN_PROMOTE_EXISTING=true makes that customer the admin and ends its customer sessions', async () => {
    const customer = await verifiedAccount(server.test, { email: EMAIL });
    const session = await signIn(server.test, customer);
    const { log, text } = capturedLog();
    const outcome = await ensureAdminAccount(
      server.database.db,
      { adminEmail: EMAIL, adminPassword: null, adminPromoteExisting: true },
      log,
    );

    expect(outcome).toEqual({ action: 'updated', passwordChanged: false, promoted: true });
    expect(text()).toContain(
      `The existing account ${EMAIL} was made the admin (ADMIN_PROMOTE_EXISTING=true)`,
    );
    expect(await adminRow()).toMatchObject({ role: 'admin', approved: true });
    expect((await login(customer.password)).json<{ data: MeData }>().data.user.role).toBe('admin');
    const refresh = await postJson(server.test.app, API_PATHS.refresh, {
      refreshToken: session.tokens.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('names the admin by ADMIN_NAME when it is made and renames it when ADMIN_NAME changes', async () => {
    const { log } = capturedLog();
    const settings = { adminEmail: EMAIL, adminPassword: 'Given-Pass-1' };
    await ensureAdminAccount(server.database.db, { ...settings, adminName: 'Amaka Eze' }, log);
    expect((await adminRow())?.name).toBe('Amaka Eze');
    const renamed = await ensureAdminAccount(
      server.database.db,
      { ...settings, adminName: 'Amaka Eze-Okafor' },
      log,
    );
    expect(renamed).toEqual({ action: 'updated', passwordChanged: false, promoted: false });
    expect((await adminRow())?.name).toBe('Amaka Eze-Okafor');
    // Unset, the account keeps the name it has.
    expect(await ensureAdminAccount(server.database.db, settings, log)).toEqual({ action: 'kept' });
    expect((await adminRow())?.name).toBe('Amaka Eze-Okafor');
  });

  it('keeps an existing admin at the address without ADMIN_PROMOTE_EXISTING', async () => {
    const { log } = capturedLog();
    await ensureAdminAccount(server.database.db, { adminEmail: EMAIL, adminPassword: 'Given-Pass-1' }, log);
    await expect(
      ensureAdminAccount(server.database.db, { adminEmail: EMAIL, adminPassword: 'Given-Pass-1' }, log),
    ).resolves.toEqual({ action: 'kept' });
  });

  it('finds the admin by the normalised address, so a differently written ADMIN_EMAIL is the same account', async () => {
    const { log } = capturedLog();
    await ensureAdminAccount(server.database.db, { adminEmail: EMAIL, adminPassword: 'Given-Pass-1' }, log);
    const fullWidth = EMAIL.replace('admin', '\uff21\uff24\uff2d\uff29\uff2e');
    await expect(
      ensureAdminAccount(
        server.database.db,
        { adminEmail: ` ${fullWidth} `, adminPassword: 'Given-Pass-1' },
        log,
      ),
    ).resolves.toEqual({ action: 'kept' });
    expect(await server.database.db.select().from(tables.users)).toHaveLength(1);
  });

  it('an admin address without "admin" in it signs in through the regular endpoint (the shell picks it)', async () => {
    const designated = 'ops@vendorbridge.test';
    const { log } = capturedLog();
    await ensureAdminAccount(
      server.database.db,
      { adminEmail: designated, adminPassword: 'Given-Pass-1' },
      log,
    );
    expect(usesAdminEndpoint(designated)).toBe(false);
    const response = await postJson(server.test.app, API_PATHS.login, {
      email: designated,
      password: 'Given-Pass-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: MeData }>().data.user).toMatchObject({
      email: designated,
      role: 'admin',
      approved: true,
    });
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
