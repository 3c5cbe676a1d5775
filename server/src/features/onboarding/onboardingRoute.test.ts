import { ONBOARDING_PATH } from '@portal/contracts/api';
import { onboardingDataSchema } from '@portal/contracts/onboarding';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, api, bearer, signIn, useTestServer, verifiedAccount } from '../../testing';

const { documents, profiles } = tables;

describe.each(DATABASE_KINDS)('GET /api/onboarding on %s', (kind) => {
  const server = useTestServer(kind);
  const read = (token?: string) =>
    server.test.app.inject({ method: 'GET', url: api(ONBOARDING_PATH), headers: token ? bearer(token) : {} });

  async function customer() {
    const { user, tokens } = await signIn(server.test, await verifiedAccount(server.test));
    return { user, token: tokens.accessToken };
  }

  it('tells a new customer that every step is still to do', async () => {
    const { token } = await customer();
    const response = await read(token);
    expect(response.statusCode).toBe(200);
    const { onboarding } = z.parse(onboardingDataSchema, response.json<{ data: unknown }>().data);
    expect(onboarding).toEqual({
      registration: { status: 'pending', reason: null, decidedAt: null },
      profile: {
        complete: false,
        missing: ['companyName', 'phone', 'address', 'bvn', 'tin', 'directorInfo'],
      },
      documents: { uploaded: [], pending: 0, approved: 0, rejected: 0, rejections: [], submittedAt: null },
    });
  });

  it('counts only the current documents and shows a rejected registration with its reason', async () => {
    const { user, token } = await customer();
    const db = server.database.db;
    await db.insert(profiles).values({
      userId: user.id,
      phone: '+2348031234567',
      address: '1 Marina, Lagos',
      bvn: '12345678901',
      tin: '12345678-0001',
      companyName: 'Acme Ltd',
      directors: [{ name: 'Ada', ninOrBvn: '', position: 'CEO' }],
    });
    const file = (type: 'bvn' | 'cac', status: 'pending' | 'rejected', superseded: boolean) => ({
      userId: user.id,
      type,
      fileName: `${type}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 10,
      sha256: 'x',
      storageKey: `documents/${user.id}/${type}-${status}-${String(superseded)}`,
      status,
      reason: status === 'rejected' ? 'Blurred' : null,
      supersededAt: superseded ? new Date() : null,
    });
    await db
      .insert(documents)
      .values([file('bvn', 'rejected', true), file('bvn', 'pending', false), file('cac', 'rejected', false)]);
    await db
      .update(tables.users)
      .set({
        registrationStatus: 'rejected',
        registrationReason: 'CAC is blurred',
        registrationDecidedAt: new Date(),
      })
      .where(eq(tables.users.id, user.id));

    const { onboarding } = z.parse(onboardingDataSchema, (await read(token)).json<{ data: unknown }>().data);
    expect(onboarding.profile).toEqual({ complete: true, missing: [] });
    expect(onboarding.documents).toEqual({
      uploaded: ['bvn'],
      pending: 1,
      approved: 0,
      rejected: 1,
      // What to redo (D40): the rejected CAC with its reason, not the superseded BVN.
      rejections: [{ type: 'cac', reason: 'Blurred' }],
      submittedAt: expect.any(String) as unknown,
    });
    expect(onboarding.registration).toMatchObject({ status: 'rejected', reason: 'CAC is blurred' });
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect((await read()).statusCode).toBe(401);
    const admin = await verifiedAccount(server.test);
    await server.database.db
      .update(tables.users)
      .set({ role: 'admin', staffRole: 'superadmin' })
      .where(eq(tables.users.email, admin.email));
    const { tokens } = await signIn(server.test, admin);
    expect((await read(tokens.accessToken)).statusCode).toBe(403);
  });
});
