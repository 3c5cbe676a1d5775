import { expect } from '@jest/globals';
import { API_PATHS, DATA_PATHS, withId } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import {
  dashboardDataSchema,
  documentApprovalListDataSchema,
  REVIEW_MESSAGES,
  registrationListDataSchema,
} from '@portal/contracts/review';

import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { tables } from '../../plugins/database';
import { PDF } from '../../plugins/uploads/testing/fixtures';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import {
  adminSession,
  auditRows,
  customerSession,
  getJson,
  insertDocument,
  postJson,
  saveCompany,
} from '../decisions/testing/reviewTesting';
import { upload } from '../documents/testing/documentTesting';

const REASON = 'The CAC certificate is for another company';

describe.each(DATABASE_KINDS)('a refused registration’s documents (issue 31 review item 4) on %s', (kind) => {
  const server = useTestServer(kind);

  const documentSets = async (headers: Record<string, string>, status: string) => {
    const response = await getJson(server, `${DATA_PATHS.adminDocuments}?status=${status}`, headers);
    expect(response.statusCode).toBe(200);
    return z.parse(documentApprovalListDataSchema, response.json<{ data: unknown }>().data).approvals;
  };
  const registrations = async (headers: Record<string, string>, status: string) => {
    const response = await getJson(server, `${DATA_PATHS.adminRegistrations}?status=${status}`, headers);
    return z.parse(registrationListDataSchema, response.json<{ data: unknown }>().data).registrations;
  };
  const documentRows = (userId: string) =>
    server.database.db.select().from(tables.documents).where(eq(tables.documents.userId, userId));

  /** Nwosu Trading with all five documents waiting, refused as a whole for its CAC. */
  async function refusedBusiness() {
    const admin = await adminSession(server);
    const customer = await customerSession(server, { name: 'Emeka Nwosu' });
    await saveCompany(server, customer.user.id, 'Nwosu Trading');
    const ids = {
      bvn: await insertDocument(server, customer.user.id, 'bvn'),
      cac: await insertDocument(server, customer.user.id, 'cac'),
      tin: await insertDocument(server, customer.user.id, 'tin'),
    };
    const refused = await postJson(
      server,
      withId(DATA_PATHS.adminRegistrationReject, customer.user.id),
      admin.headers,
      { reason: REASON },
    );
    expect(refused.statusCode).toBe(200);
    return { admin, customer, ids };
  }

  it('refuses the document the reason names with that reason, and leaves the others as they were', async () => {
    const { customer, admin } = await refusedBusiness();
    const rows = await documentRows(customer.user.id);
    expect(
      rows
        .map(({ type, status, reason }) => ({ type, status, reason }))
        .sort((a, b) => a.type.localeCompare(b.type)),
    ).toEqual([
      { type: 'bvn', status: 'pending', reason: null },
      { type: 'cac', status: 'rejected', reason: REASON },
      { type: 'tin', status: 'pending', reason: null },
    ]);
    expect(rows.find((row) => row.type === 'cac')?.decidedBy).toBe(admin.user.id);
    // The customer's own list says the same.
    const mine = (await getJson(server, DATA_PATHS.documents, customer.headers)).json<{
      data: { documents: { type: string; status: string; reason: string | null }[] };
    }>().data.documents;
    expect(mine.find((document) => document.type === 'cac')).toMatchObject({
      status: 'rejected',
      reason: REASON,
    });
  });

  it('takes the set out of the pending queue and the dashboard count, showing the refusal as its decision', async () => {
    const { admin, customer } = await refusedBusiness();
    expect(await documentSets(admin.headers, 'pending')).toEqual([]);
    const [set] = await documentSets(admin.headers, 'rejected');
    expect(set).toMatchObject({
      userId: customer.user.id,
      status: 'rejected',
      registrationRefused: true,
      reason: REASON,
      decidedBy: admin.user.email,
    });
    const stats = z.parse(
      dashboardDataSchema,
      (await getJson(server, DATA_PATHS.adminDashboard, admin.headers)).json<{ data: unknown }>().data,
    ).stats;
    expect(stats.documentApprovals).toBe(0);
  });

  it('answers 409 to a decision on any of its documents, changing nothing', async () => {
    const { admin, customer, ids } = await refusedBusiness();
    const one = await postJson(server, withId(DATA_PATHS.adminDocumentsApprove, ids.bvn), admin.headers);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({
      success: false,
      message: REVIEW_MESSAGES.registrationRefused,
      code: ERROR_CODES.conflict,
    });
    const whole = await postJson(
      server,
      withId(DATA_PATHS.adminDocumentsReject, customer.user.id),
      admin.headers,
      { reason: 'Late' },
    );
    expect(whole.statusCode).toBe(409);
    const rows = await documentRows(customer.user.id);
    expect(rows.find((row) => row.id === ids.bvn)?.status).toBe('pending');
    expect(rows.find((row) => row.id === ids.tin)?.status).toBe('pending');
  });

  it('puts the registration back in review when the customer uploads again, and its documents back in the queue', async () => {
    const { admin, customer, ids } = await refusedBusiness();
    const again = await upload(server.test, { id: customer.user.id, headers: customer.headers }, [
      { field: 'cacFile', fileName: 'cac-nwosu-trading.pdf', content: PDF },
    ]);
    expect(again.statusCode).toBe(201);

    // Back to pending; still "Not submitted" (its profile and other documents are not in), so under All (fixa).
    expect((await registrations(admin.headers, 'all')).map((row) => [row.id, row.status])).toEqual([
      [customer.user.id, 'pending'],
    ]);
    const [set] = await documentSets(admin.headers, 'pending');
    expect(set).toMatchObject({ userId: customer.user.id, status: 'pending', registrationRefused: false });
    const me = (await getJson(server, API_PATHS.me, customer.headers)).json<{
      data: { user: { approved: boolean } };
    }>().data.user;
    expect(me.approved).toBe(false);
    const [user] = await server.database.db
      .select()
      .from(tables.users)
      .where(eq(tables.users.id, customer.user.id));
    expect(user).toMatchObject({ registrationStatus: 'pending', registrationReason: null });
    expect((await auditRows(server)).map((row) => row.action)).toContain('registration.reopen');
    // Reviewers may decide its documents again.
    expect(
      (await postJson(server, withId(DATA_PATHS.adminDocumentsApprove, ids.bvn), admin.headers)).statusCode,
    ).toBe(200);
  });
});
