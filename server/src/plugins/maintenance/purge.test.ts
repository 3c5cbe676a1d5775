import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { tables, type Db } from '../database';
import { consume, remember } from '../rate-limit';
import { DATABASE_KINDS, useTestDatabase } from '../../testing';
import { DEFAULT_PURGE_SETTINGS, runPurge } from './purge';

const DAY = 24 * 60 * 60_000;
const NOW = new Date(Date.UTC(2030, 5, 1, 12));
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const later = (ms: number) => new Date(NOW.getTime() + ms);

let accounts = 0;
async function account(
  db: Db,
  values: { verified?: boolean; createdAt?: Date; role?: 'user' | 'admin' } = {},
) {
  accounts += 1;
  const [row] = await db
    .insert(tables.users)
    .values({
      email: `purge-${accounts}-${randomUUID()}@example.com`,
      name: 'Ada Okafor',
      passwordHash: 'not-a-real-hash',
      role: values.role ?? 'user',
      emailVerifiedAt: values.verified === false ? null : ago(30 * DAY),
      createdAt: values.createdAt ?? ago(30 * DAY),
    })
    .returning({ id: tables.users.id });
  if (!row) throw new Error('no account');
  return row.id;
}

const ids = async (db: Db, table: typeof tables.users) =>
  (await db.select({ id: table.id }).from(table)).map((r) => r.id);

describe.each(DATABASE_KINDS)('the purge on %s', (kind) => {
  const database = useTestDatabase(kind);
  const purge = () => runPurge(database.db, NOW);

  it('removes the refresh tokens of sessions past their absolute end, and keeps live sessions whole', async () => {
    const { db } = database;
    const user = await account(db);
    const token = (
      familyId: string,
      familyExpiresAt: Date,
      extra: Partial<typeof tables.refreshTokens.$inferInsert> = {},
    ) => ({
      userId: user,
      familyId,
      tokenHash: randomUUID(),
      expiresAt: familyExpiresAt,
      familyExpiresAt,
      createdAt: ago(DAY),
      ...extra,
    });
    const ended = randomUUID();
    const live = randomUUID();
    const revoked = randomUUID();
    await db
      .insert(tables.refreshTokens)
      .values([
        token(ended, ago(1_000), { rotatedAt: ago(2 * DAY) }),
        token(ended, ago(1_000)),
        token(live, later(DAY), { rotatedAt: ago(DAY) }),
        token(live, later(DAY)),
        token(revoked, later(DAY), { revokedAt: ago(DAY) }),
      ]);

    const result = await purge();

    expect(result).toMatchObject({ ran: true, removed: { sessions: 2 } });
    const left = await db.select({ familyId: tables.refreshTokens.familyId }).from(tables.refreshTokens);
    expect(left.map((row) => row.familyId).sort()).toEqual([live, live, revoked].sort());
  });

  it('removes reset links that were used or have expired, and keeps usable ones', async () => {
    const { db } = database;
    const user = await account(db);
    const link = (extra: Partial<typeof tables.passwordResetTokens.$inferInsert>) => ({
      userId: user,
      tokenHash: randomUUID(),
      expiresAt: later(10 * 60_000),
      createdAt: ago(60_000),
      ...extra,
    });
    await db
      .insert(tables.passwordResetTokens)
      .values([
        link({ usedAt: ago(30_000) }),
        link({ expiresAt: ago(1_000) }),
        link({ tokenHash: 'usable' }),
      ]);

    expect(await purge()).toMatchObject({ ran: true, removed: { resetTokens: 2 } });
    const left = await db
      .select({ tokenHash: tables.passwordResetTokens.tokenHash })
      .from(tables.passwordResetTokens);
    expect(left).toEqual([{ tokenHash: 'usable' }]);
  });

  it('removes rate-limit counters and marks whose time is up', async () => {
    const { db } = database;
    await consume(db, { bucket: 'old', limit: 1, windowMs: 60_000 }, 'a', ago(2 * 60_000));
    await consume(db, { bucket: 'current', limit: 1, windowMs: 60 * 60_000 }, 'a', ago(60_000));
    await remember(db, { bucket: 'known', windowMs: 60_000 }, 'a', ago(2 * 60_000));
    expect(await purge()).toMatchObject({ ran: true, removed: { counters: 2 } });
    expect(await db.select().from(tables.rateLimits)).toHaveLength(1);
  });

  it('removes sign-ups never verified after 7 days, with their codes, and nothing else', async () => {
    const { db } = database;
    const stale = await account(db, { verified: false, createdAt: ago(7 * DAY + 60_000) });
    const recent = await account(db, { verified: false, createdAt: ago(7 * DAY - 60_000) });
    const verified = await account(db, { createdAt: ago(90 * DAY) });
    const admin = await account(db, { verified: false, role: 'admin', createdAt: ago(90 * DAY) });
    await db.insert(tables.verificationCodes).values([
      { userId: stale, codeHash: 'x', expiresAt: ago(7 * DAY) },
      { userId: recent, codeHash: 'y', expiresAt: later(60_000) },
    ]);

    expect(await purge()).toMatchObject({ ran: true, removed: { unverifiedAccounts: 1 } });
    expect((await ids(db, tables.users)).sort()).toEqual([recent, verified, admin].sort());
    const codes = await db.select({ userId: tables.verificationCodes.userId }).from(tables.verificationCodes);
    expect(codes).toEqual([{ userId: recent }]);
  });

  it('never removes an unverified account that has a document or a payment request', async () => {
    const { db } = database;
    const withDocument = await account(db, { verified: false, createdAt: ago(60 * DAY) });
    const withPayment = await account(db, { verified: false, createdAt: ago(60 * DAY) });
    await db.insert(tables.documents).values({
      userId: withDocument,
      type: 'cac',
      fileName: 'cac.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      sha256: 'x',
      storageKey: randomUUID(),
    });
    await db.insert(tables.paymentRequests).values({
      userId: withPayment,
      recipientCompany: 'Acme GmbH',
      recipientBank: 'Bank',
      swiftCode: 'DEUTDEFF',
      accountNumber: 'DE89370400440532013000',
      foreignAmount: '100.00',
      foreignCurrency: 'EUR',
      exchangeRate: '483',
      localAmount: '48300.00',
    });

    expect(await purge()).toMatchObject({ ran: true, removed: { unverifiedAccounts: 0 } });
    expect((await ids(db, tables.users)).sort()).toEqual([withDocument, withPayment].sort());
    expect(await db.select().from(tables.documents)).toHaveLength(1);
  });

  it('honours another age for unverified sign-ups', async () => {
    const { db } = database;
    await account(db, { verified: false, createdAt: ago(2 * DAY) });
    const result = await runPurge(db, NOW, { ...DEFAULT_PURGE_SETTINGS, unverifiedAccountMaxAgeMs: DAY });
    expect(result).toMatchObject({ ran: true, removed: { unverifiedAccounts: 1 } });
  });

  it('removes e-mails sent more than 30 days ago, never unsent ones', async () => {
    const { db } = database;
    const mail = (to: string, sentAt: Date | null, createdAt: Date) => ({
      toAddress: to,
      subject: 's',
      textBody: 't',
      htmlBody: 'h',
      sentAt,
      createdAt,
    });
    await db
      .insert(tables.mailOutbox)
      .values([
        mail('old@example.com', ago(31 * DAY), ago(31 * DAY)),
        mail('recent@example.com', ago(29 * DAY), ago(29 * DAY)),
        mail('unsent@example.com', null, ago(60 * DAY)),
      ]);
    expect(await purge()).toMatchObject({ ran: true, removed: { sentMail: 1 } });
    const left = await db.select({ to: tables.mailOutbox.toAddress }).from(tables.mailOutbox);
    expect(left.map((row) => row.to).sort()).toEqual(['recent@example.com', 'unsent@example.com']);
  });

  (kind === 'postgres' ? it : it.skip)(
    'skips its round while another instance holds the purge lock',
    async () => {
      const { db } = database;
      await account(db, { verified: false, createdAt: ago(60 * DAY) });
      const other = database.openAnother();
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => undefined as void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = other.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7300412, 1)`);
        locked();
        await held;
      });
      await isLocked;
      expect(await purge()).toEqual({ ran: false });
      release();
      await holder;
      expect(await purge()).toMatchObject({ ran: true, removed: { unverifiedAccounts: 1 } });
      expect(await db.select().from(tables.users).where(eq(tables.users.role, 'user'))).toHaveLength(0);
    },
  );
});

describe.each(DATABASE_KINDS)('sign-in events in the audit record on %s', (kind) => {
  const database = useTestDatabase(kind);
  const entry = (action: string, occurredAt: Date) => ({
    action,
    subjectType: 'account',
    subjectId: randomUUID(),
    summary: action,
    occurredAt,
  });

  it('are kept for SECURITY_EVENT_DAYS (90 by default), while decisions stay for ever', async () => {
    const { db } = database;
    expect(DEFAULT_PURGE_SETTINGS.securityEventMaxAgeMs).toBe(90 * DAY);
    await db
      .insert(tables.auditLog)
      .values([
        entry('auth.sign-in', ago(91 * DAY)),
        entry('auth.sign-in-failed', ago(91 * DAY)),
        entry('auth.locked-out', ago(91 * DAY)),
        entry('auth.sign-in', ago(89 * DAY)),
        entry('registration.approve', ago(400 * DAY)),
        entry('auth.password-changed', ago(400 * DAY)),
      ]);
    expect(await runPurge(db, NOW)).toMatchObject({ ran: true, removed: { securityEvents: 3 } });
    const left = await db.select({ action: tables.auditLog.action }).from(tables.auditLog);
    expect(left.map((row) => row.action).sort()).toEqual([
      'auth.password-changed',
      'auth.sign-in',
      'registration.approve',
    ]);
    // A shorter setting removes the younger sign-in too.
    expect(
      await runPurge(db, NOW, { ...DEFAULT_PURGE_SETTINGS, securityEventMaxAgeMs: 30 * DAY }),
    ).toMatchObject({ removed: { securityEvents: 1 } });
  });

  it('can be removed by the purge alone: the record stays append-only for everything else', async () => {
    const { db } = database;
    await db
      .insert(tables.auditLog)
      .values([entry('auth.sign-in', ago(400 * DAY)), entry('registration.approve', ago(400 * DAY))]);
    await expect(db.execute(sql`delete from audit_log where action = 'auth.sign-in'`)).rejects.toThrow();
    await expect(
      db.execute(sql`delete from audit_log where action = 'registration.approve'`),
    ).rejects.toThrow();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('portal.purge_security_events', 'on', true)`);
        await tx.execute(sql`delete from audit_log where action = 'registration.approve'`);
      }),
    ).rejects.toThrow();
    expect(await db.select().from(tables.auditLog)).toHaveLength(2);
  });
});
