import { DATA_PATHS, withId } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import {
  REGISTRATION_REVIEW_MESSAGES,
  REGISTRATION_REVIEW_PATHS,
  registrationReviewDataSchema,
  revealDataSchema,
} from '@portal/contracts/registrationReview';
import * as z from 'zod/mini';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { tables } from '../../plugins/database';
import {
  adminSession,
  auditRows,
  customerSession,
  getJson,
  insertDocument,
  postJson,
} from '../decisions/testing/reviewTesting';
import { invitedStaffSession } from '../../testing/staffSessions';

const NO_SUCH = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASE_KINDS)('a registration under review (issue 22 point 5) on %s', (kind) => {
  const server = useTestServer(kind);

  const detailPath = (id: string) => withId(REGISTRATION_REVIEW_PATHS.registration, id);
  const revealPath = (id: string) => withId(REGISTRATION_REVIEW_PATHS.reveal, id);

  async function profiledCustomer() {
    const customer = await customerSession(server, { name: 'Ada Okafor' });
    await server.database.db.insert(tables.profiles).values({
      userId: customer.user.id,
      companyName: 'Okafor Trading',
      address: '1 Marina, Lagos',
      phone: '+2348031234567',
      bvn: '12345678901',
      tin: '1234-5678',
      directors: [{ name: 'Ada Okafor', ninOrBvn: '98765432109', position: 'CEO' }],
    });
    return customer;
  }

  it('answers the whole profile with BVN, TIN and director numbers masked, and the documents with their decisions', async () => {
    const admin = await adminSession(server);
    const customer = await profiledCustomer();
    const bvn = await insertDocument(server, customer.user.id, 'bvn');
    await insertDocument(server, customer.user.id, 'proofOfAddress', {
      status: 'rejected',
      reason: 'Too old',
    });

    const response = await getJson(server, detailPath(customer.user.id), admin.headers);
    expect(response.statusCode).toBe(200);
    const { review } = z.parse(registrationReviewDataSchema, response.json<{ data: unknown }>().data);
    expect(review.registration).toMatchObject({
      id: customer.user.id,
      name: 'Ada Okafor',
      email: customer.user.email,
      companyName: 'Okafor Trading',
      status: 'pending',
    });
    expect(review.profile).toMatchObject({
      companyName: 'Okafor Trading',
      address: '1 Marina, Lagos',
      phone: '+2348031234567',
      bvnMasked: '••••8901',
      tinMasked: '••••5678',
      directors: [{ name: 'Ada Okafor', ninOrBvnMasked: '••••2109', position: 'CEO' }],
    });
    expect(review.missingProfileFields).toEqual([]);
    expect(response.body).not.toContain('12345678901');
    expect(response.body).not.toContain('98765432109');
    const files = review.documentSet?.documents.flatMap((entry) => entry.files) ?? [];
    expect(files.map(({ id, type, status, reason }) => ({ id, type, status, reason }))).toEqual([
      { id: bvn, type: 'bvn', status: 'pending', reason: null },
      expect.objectContaining({ type: 'proofOfAddress', status: 'rejected', reason: 'Too old' }),
    ]);
  });

  it('answers a registration without profile or documents with empty fields and every field missing', async () => {
    const admin = await adminSession(server);
    const customer = await customerSession(server);
    const response = await getJson(server, detailPath(customer.user.id), admin.headers);
    expect(response.statusCode).toBe(200);
    const { review } = z.parse(registrationReviewDataSchema, response.json<{ data: unknown }>().data);
    expect(review.profile).toMatchObject({ bvnMasked: '', tinMasked: '', directors: [] });
    expect(review.missingProfileFields).toHaveLength(6);
    expect(review.documentSet).toBeNull();
  });

  it('reveals the full BVN or TIN and audits who asked for which field, never the value', async () => {
    const admin = await adminSession(server);
    const customer = await profiledCustomer();
    const bvn = await postJson(server, revealPath(customer.user.id), admin.headers, { field: 'bvn' });
    expect(bvn.statusCode).toBe(200);
    expect(z.parse(revealDataSchema, bvn.json<{ data: unknown }>().data)).toEqual({
      field: 'bvn',
      value: '12345678901',
    });
    const tin = await postJson(server, revealPath(customer.user.id), admin.headers, { field: 'tin' });
    expect(tin.json<{ data: unknown }>().data).toEqual({ field: 'tin', value: '1234-5678' });

    const rows = await auditRows(server);
    expect(rows.map((row) => [row.action, row.actorEmail, row.subjectId, row.after])).toEqual([
      ['registration.reveal', admin.user.email, customer.user.id, { field: 'bvn' }],
      ['registration.reveal', admin.user.email, customer.user.id, { field: 'tin' }],
    ]);
    expect(JSON.stringify(rows)).not.toContain('12345678901');
    expect(JSON.stringify(rows)).not.toContain('1234-5678');
  });

  it("reveals a director's NIN or BVN by the director's place, auditing the place and name, never the number", async () => {
    const admin = await adminSession(server);
    const customer = await profiledCustomer();
    const response = await postJson(server, revealPath(customer.user.id), admin.headers, {
      field: 'director',
      director: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(z.parse(revealDataSchema, response.json<{ data: unknown }>().data)).toEqual({
      field: 'director',
      director: 0,
      value: '98765432109',
    });
    const rows = await auditRows(server);
    expect(rows.map((row) => [row.action, row.after])).toEqual([
      ['registration.reveal', { field: 'director', director: 0 }],
    ]);
    expect(JSON.stringify(rows)).toContain(
      'revealed the NIN or BVN of director Ada Okafor of Okafor Trading',
    );
    expect(JSON.stringify(rows)).not.toContain('98765432109');
  });

  it('says at the director field why a director reveal without a place is refused', async () => {
    const admin = await adminSession(server);
    const customer = await profiledCustomer();
    const response = await postJson(server, revealPath(customer.user.id), admin.headers, {
      field: 'director',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: { director: [REGISTRATION_REVIEW_MESSAGES.revealDirectorInvalid] },
    });
  });

  it('answers 404 for a director the profile does not list, and audits nothing', async () => {
    const admin = await adminSession(server);
    const customer = await profiledCustomer();
    const response = await postJson(server, revealPath(customer.user.id), admin.headers, {
      field: 'director',
      director: 1,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: ERROR_CODES.notFound });
    expect(await auditRows(server)).toEqual([]);
  });

  it.each([
    [{ field: 'nin' }],
    [{}],
    [null],
    [{ field: 5 }],
    [{ field: 'director' }],
    [{ field: 'director', director: -1 }],
    [{ field: 'director', director: 1.5 }],
    [{ field: 'director', director: '0' }],
    [{ field: 'director', director: 20 }],
    [{ field: 'bvn', director: 0 }],
  ])('refuses the reveal body %j with 400 in the D5 shape and audits nothing', async (body) => {
    const admin = await adminSession(server);
    const customer = await profiledCustomer();
    const response = await postJson(server, revealPath(customer.user.id), admin.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
    expect(await auditRows(server)).toEqual([]);
  });

  it('answers 404 for an unknown id, a staff member and a non-uuid; 403 for a customer; 401 without a token', async () => {
    const admin = await adminSession(server);
    const customer = await profiledCustomer();
    for (const id of [NO_SUCH, admin.user.id, '1 or 1=1']) {
      const read = await getJson(server, detailPath(id), admin.headers);
      expect({ id, status: read.statusCode }).toEqual({ id, status: 404 });
      expect(read.json()).toMatchObject({ success: false, code: ERROR_CODES.notFound });
      const reveal = await postJson(server, revealPath(id), admin.headers, { field: 'bvn' });
      expect({ id, status: reveal.statusCode }).toEqual({ id, status: 404 });
    }
    expect((await getJson(server, detailPath(customer.user.id), customer.headers)).statusCode).toBe(403);
    expect(
      (await postJson(server, revealPath(customer.user.id), customer.headers, { field: 'bvn' })).statusCode,
    ).toBe(403);
    expect((await getJson(server, detailPath(customer.user.id))).statusCode).toBe(401);
    expect((await postJson(server, revealPath(customer.user.id), {}, { field: 'bvn' })).statusCode).toBe(401);
    expect(await auditRows(server)).toEqual([]);
  });

  it('lets a reviewer read and reveal; finance reads but may not reveal (403)', async () => {
    const superadmin = await adminSession(server);
    const reviewer = await invitedStaffSession(server, superadmin.headers, 'reviewer');
    const finance = await invitedStaffSession(server, superadmin.headers, 'finance');
    const customer = await profiledCustomer();
    expect((await getJson(server, detailPath(customer.user.id), reviewer.headers)).statusCode).toBe(200);
    expect((await getJson(server, detailPath(customer.user.id), finance.headers)).statusCode).toBe(200);
    const allowed = await postJson(server, revealPath(customer.user.id), reviewer.headers, { field: 'tin' });
    expect(allowed.statusCode).toBe(200);
    const refused = await postJson(server, revealPath(customer.user.id), finance.headers, { field: 'bvn' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: ERROR_CODES.forbidden });
    // The list keeps answering every staff member.
    expect((await getJson(server, DATA_PATHS.adminRegistrations, finance.headers)).statusCode).toBe(200);
  });
});
