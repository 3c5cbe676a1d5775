import { API_PATHS, DATA_PATHS, withId } from '@portal/contracts/api';
import type { MeData } from '@portal/contracts/apiSchemas';
import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { documentFilePath, type DocumentListData } from '@portal/contracts/documents';
import { validateWith } from '@portal/contracts/fieldErrors';
import { profileUpdateSchema } from '@portal/contracts/profile';
import type { ProfileData } from '@portal/contracts/profileAnswers';
import { REVIEW_MESSAGES, type ActivityEntry } from '@portal/contracts/review';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { tables } from '../plugins/database';
import { DATABASE_KINDS, api, bearer, signIn, useTestServer } from '../testing';
import { adminSession, getJson, postJson } from '../features/decisions/testing/reviewTesting';
import { DEMO_CUSTOMERS } from './demoCustomers';
import { embeddedDatabaseInUse, seedDemo, seedRefusal } from './seedDemo';

const PASSWORD = 'Demo-Password-123';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('where the demo seed runs', () => {
  it('refuses production and an external PostgreSQL, in one sentence each', () => {
    expect(seedRefusal({ NODE_ENV: 'production' })).toMatch(/production/);
    expect(seedRefusal({ DATABASE_URL: 'postgres://db/portal' })).toMatch(/DATABASE_URL/);
    expect(seedRefusal({ NODE_ENV: 'development' })).toBeNull();
    expect(seedRefusal({})).toBeNull();
  });

  it('refuses an embedded database another process has open', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-in-use-'));
    try {
      expect(embeddedDatabaseInUse(dataDir)).toBeNull();
      mkdirSync(path.join(dataDir, 'pgdata'));
      writeFileSync(path.join(dataDir, 'pgdata', 'postmaster.pid'), '-42\n');
      expect(embeddedDatabaseInUse(dataDir)).toMatch(/stop the portal first/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('has profiles the profile form would accept', () => {
    for (const customer of DEMO_CUSTOMERS) {
      const checked = validateWith(profileUpdateSchema, {
        name: customer.name,
        ...customer.profile,
        directorInfo: customer.profile.directors,
      });
      expect({ email: customer.email, ok: checked.ok }).toEqual({ email: customer.email, ok: true });
    }
  });
});

describe.each(DATABASE_KINDS)('the demo seed on %s', (kind) => {
  const server = useTestServer(kind);
  const tmpDir = mkdtempSync(path.join(tmpdir(), 'seed-tmp-'));
  afterAll(() => rmSync(tmpDir, { recursive: true, force: true }));
  const seed = () =>
    seedDemo({ db: server.database.db, files: server.test.files, tmpDir, password: PASSWORD });

  it('adds verified customers with profiles and stored documents for the admin to review', async () => {
    const outcome = await seed();
    expect(outcome).toEqual({ action: 'created', emails: DEMO_CUSTOMERS.map((customer) => customer.email) });

    const customers = await server.database.db.select().from(tables.users);
    expect(customers).toHaveLength(DEMO_CUSTOMERS.length);
    expect(customers.every((user) => user.role === 'user' && user.emailVerifiedAt !== null)).toBe(true);
    expect(customers.filter((user) => user.approved).map((user) => user.registrationStatus)).toEqual([
      'approved',
    ]);

    // Every stored file is there, its hash as recorded, a PDF or PNG by its bytes.
    const stored = await server.database.db.select().from(tables.documents);
    expect(stored.length).toBeGreaterThanOrEqual(10);
    for (const document of stored) {
      const bytes = await bytesOf(await server.test.files.open(document.storageKey));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(document.sha256);
      expect(bytes.length).toBe(document.sizeBytes);
      const magic = document.contentType === 'application/pdf' ? '%PDF-' : '\x89PNG';
      expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
    }

    // A demo customer signs in with the printed password and sees their own profile.
    const ada = await signIn(server.test, { email: DEMO_CUSTOMERS[0]?.email ?? '', password: PASSWORD });
    const profile = await server.test.app.inject({
      method: 'GET',
      url: api(DATA_PATHS.profile),
      headers: bearer(ada.tokens.accessToken),
    });
    expect(profile.json<{ data: ProfileData }>().data.profile).toMatchObject({
      companyName: 'Okonkwo Textiles Ltd',
    });

    // The admin screens have something to review, and the rules hold for it.
    const admin = await adminSession(server);
    const dashboard = (await getJson(server, DATA_PATHS.adminDashboard, admin.headers)).json<{
      data: { stats: Record<string, unknown> };
    }>().data.stats;
    expect(dashboard).toEqual({
      // The one demo registration with its profile and five documents in; the others have not submitted (fixa).
      pendingRegistrations: 1,
      documentApprovals: 2,
      paymentRequests: 0,
      totalUsers: 4,
      // No payment in any work queue; the demo leaves every naira rate a placeholder (D30).
      paymentQueues: { toReview: 0, awaitingFunds: 0, fundsToConfirm: 0, toPayOut: 0, payoutsToConfirm: 0 },
      staleRates: PAYMENT_CURRENCIES.map((currency) => ({ currency, setAt: null })),
    });
    const activity = (await getJson(server, `${DATA_PATHS.adminActivity}?limit=100`, admin.headers)).json<{
      data: { activity: ActivityEntry[] };
    }>().data.activity;
    expect(activity.length).toBeGreaterThan(0);
    const tunde = customers.find((user) => user.email.startsWith('tunde'));
    const refused = await postJson(
      server,
      withId(DATA_PATHS.adminDocumentsApprove, tunde?.id ?? ''),
      admin.headers,
      {},
    );
    expect(refused.json()).toMatchObject({ message: REVIEW_MESSAGES.approveNeedsBvnAndCac });
    // The stored bytes come back through the authorised download route.
    const pdf = stored.find((document) => document.contentType === 'application/pdf');
    const download = await getJson(server, documentFilePath(pdf?.id ?? ''), admin.headers);
    expect(download.statusCode).toBe(200);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(pdf?.sha256);
    const own = await getJson(server, DATA_PATHS.documents, bearer(ada.tokens.accessToken));
    expect(own.json<{ data: DocumentListData }>().data.documents).toHaveLength(
      DEMO_CUSTOMERS[0]?.documents.length ?? -1,
    );

    const me = await getJson(server, API_PATHS.me, bearer(ada.tokens.accessToken));
    expect(me.json<{ data: MeData }>().data.user.approved).toBe(false);
  });

  it('adds nothing the second time', async () => {
    await seed();
    const before = await server.database.db.select().from(tables.documents);
    expect(await seed()).toMatchObject({ action: 'skipped' });
    expect(await server.database.db.select().from(tables.users)).toHaveLength(DEMO_CUSTOMERS.length);
    expect(await server.database.db.select().from(tables.documents)).toHaveLength(before.length);
  });
});
