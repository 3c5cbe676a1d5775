import { expect } from '@jest/globals';
import { DATA_PATHS } from '@portal/contracts/api';
import { registrationListDataSchema } from '@portal/contracts/review';
import { dashboardDataSchema } from '@portal/contracts/review';
import * as z from 'zod/mini';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import {
  adminSession,
  customerSession,
  getJson,
  insertDocument,
  saveCompany,
  saveCompleteProfile,
} from '../decisions/testing/reviewTesting';

const FIVE = ['bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo'] as const;

describe.each(DATABASE_KINDS)('a registration is "In review" only once submitted, on %s', (kind) => {
  const server = useTestServer(kind);

  const list = async (headers: Record<string, string>, status: string) => {
    const response = await getJson(server, `${DATA_PATHS.adminRegistrations}?status=${status}`, headers);
    expect(response.statusCode).toBe(200);
    return z.parse(registrationListDataSchema, response.json<{ data: unknown }>().data).registrations;
  };

  it('lists and counts as waiting only the registration with its profile and five documents in', async () => {
    const admin = await adminSession(server);
    // Chika Obi has signed up and verified her e-mail, nothing more.
    await customerSession(server, { name: 'Chika Obi' });
    const part = await customerSession(server, { name: 'Bayo Adeleke' });
    await saveCompany(server, part.user.id, 'Adeleke Foods');
    await insertDocument(server, part.user.id, 'proofOfAddress');
    const noProfile = await customerSession(server, { name: 'Emeka Nwosu' });
    for (const type of FIVE) await insertDocument(server, noProfile.user.id, type);
    const redo = await customerSession(server, { name: 'Kemi Bello' });
    await saveCompleteProfile(server, redo.user.id, 'Bello Trading');
    for (const type of FIVE) {
      await insertDocument(server, redo.user.id, type, type === 'cac' ? { status: 'rejected' } : {});
    }
    const complete = await customerSession(server, { name: 'Funke Ade' });
    await saveCompleteProfile(server, complete.user.id, 'Ade Textiles');
    for (const type of FIVE) await insertDocument(server, complete.user.id, type);

    expect((await list(admin.headers, 'pending')).map((row) => [row.name, row.submitted])).toEqual([
      ['Funke Ade', true],
    ]);
    const all = await list(admin.headers, 'all');
    expect(Object.fromEntries(all.map((row) => [row.name, [row.status, row.submitted]]))).toEqual({
      'Chika Obi': ['pending', false],
      'Bayo Adeleke': ['pending', false],
      'Emeka Nwosu': ['pending', false],
      'Kemi Bello': ['pending', false],
      'Funke Ade': ['pending', true],
    });

    const stats = await getJson(server, DATA_PATHS.adminDashboard, admin.headers);
    expect(stats.statusCode).toBe(200);
    expect(z.parse(dashboardDataSchema, stats.json<{ data: unknown }>().data).stats).toMatchObject({
      pendingRegistrations: 1,
    });
  });
});
