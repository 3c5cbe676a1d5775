import { expect } from '@jest/globals';
import { API_PATHS, DATA_PATHS, withId } from '@portal/contracts/api';
import type { MeData } from '@portal/contracts/apiSchemas';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import {
  REVIEW_MESSAGES,
  registrationDataSchema,
  registrationListDataSchema,
  type RegistrationRow,
} from '@portal/contracts/review';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { tables } from '../../plugins/database';
import { REGISTRATION_APPROVED_SUBJECT, REGISTRATION_REJECTED_SUBJECT } from '../../plugins/mail';
import { DATABASE_KINDS, registerAccount, useTestServer } from '../../testing';
import {
  adminSession,
  auditRows,
  customerSession,
  getJson,
  insertApprovedDocumentSet,
  insertDocument,
  postJson,
  saveCompany,
} from '../decisions/testing/reviewTesting';

describe.each(DATABASE_KINDS)('registration review on %s', (kind) => {
  const server = useTestServer(kind);

  const list = async (headers: Record<string, string>, query = '') => {
    const response = await getJson(server, `${DATA_PATHS.adminRegistrations}${query}`, headers);
    expect(response.statusCode).toBe(200);
    return z.parse(registrationListDataSchema, response.json<{ data: unknown }>().data).registrations;
  };
  const approve = (headers: Record<string, string>, id: string, body?: unknown) =>
    postJson(server, withId(DATA_PATHS.adminRegistrationApprove, id), headers, body);
  const reject = (headers: Record<string, string>, id: string, body: unknown) =>
    postJson(server, withId(DATA_PATHS.adminRegistrationReject, id), headers, body);
  const userRow = async (id: string) =>
    (await server.database.db.select().from(tables.users).where(eq(tables.users.id, id)))[0];

  it('lists verified customers waiting for a decision, newest first, with company and documents', async () => {
    const admin = await adminSession(server);
    const older = await customerSession(server, { name: 'Older Customer' });
    server.test.clock.advance(60_000);
    const newer = await customerSession(server, { name: 'Newer Customer' });
    await registerAccount(server.test, { name: 'Never Verified' });
    await saveCompany(server, newer.user.id, 'Newer Trading Ltd');
    await insertDocument(server, newer.user.id, 'bvn');
    await insertDocument(server, newer.user.id, 'cac', { status: 'rejected', reason: 'Blurred' });
    await insertDocument(server, newer.user.id, 'tin', { superseded: true });
    await insertDocument(server, newer.user.id, 'directorInfo', { status: 'approved' });

    // Neither has submitted (profile and five documents in): they are under "All", not "In review" (fixa).
    const rows = await list(admin.headers, '?status=all');
    expect(rows.map((row) => row.name)).toEqual(['Newer Customer', 'Older Customer']);
    expect(rows[0]).toEqual({
      id: newer.user.id,
      name: 'Newer Customer',
      email: newer.user.email,
      companyName: 'Newer Trading Ltd',
      submittedAt: expect.any(String),
      status: 'pending',
      submitted: false,
      // The rejected CAC and the superseded TIN do not count as there.
      documents: { bvn: true, cac: false, proofOfAddress: false, tin: false, directorInfo: true },
      documentStandings: {
        bvn: 'pending',
        cac: 'rejected',
        proofOfAddress: null,
        tin: null,
        directorInfo: 'approved',
      },
      decidedAt: null,
      decidedBy: null,
      decidedByName: null,
      reason: null,
    });
    expect(rows[1]).toMatchObject({ id: older.user.id, companyName: '' });
    expect(Date.parse(rows[0]?.submittedAt ?? '')).toBeGreaterThan(Date.parse(rows[1]?.submittedAt ?? ''));
  });

  it('refuses (409) to approve a registration whose five documents are not all uploaded and approved, changing nothing', async () => {
    const admin = await adminSession(server);
    const customer = await customerSession(server, { name: 'Chika Obi' });
    server.test.mail.length = 0;

    // Nothing uploaded.
    const empty = await approve(admin.headers, customer.user.id);
    expect(empty.statusCode).toBe(409);
    expect(empty.json<{ code: string; message: string }>()).toMatchObject({
      code: ERROR_CODES.conflict,
      message: expect.stringContaining('missing: BVN, CAC, Proof of Address, TIN, Director Information'),
    });

    // All five in, one still waiting for its own review.
    for (const type of ['bvn', 'cac', 'proofOfAddress', 'tin'] as const) {
      await insertDocument(server, customer.user.id, type, { status: 'approved' });
    }
    await insertDocument(server, customer.user.id, 'directorInfo');
    const waiting = await approve(admin.headers, customer.user.id);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json<{ message: string }>().message).toContain('waiting: Director Information');

    expect((await userRow(customer.user.id))?.registrationStatus).toBe('pending');
    expect((await userRow(customer.user.id))?.approved).toBe(false);
    expect(await auditRows(server)).toHaveLength(0);
    expect(server.test.mail).toHaveLength(0);
    // The list says the same before anyone tries.
    const [row] = await list(admin.headers, `?status=all&search=${encodeURIComponent('Chika')}`);
    expect(row?.documentStandings.directorInfo).toBe('pending');
  });

  it('approves a registration once: the account is approved, audited and told by e-mail', async () => {
    const admin = await adminSession(server);
    const customer = await customerSession(server, { name: 'Ada Okafor' });
    await saveCompany(server, customer.user.id, 'Okafor Trading');
    await insertApprovedDocumentSet(server, customer.user.id);
    const meBefore = await getJson(server, API_PATHS.me, customer.headers);
    expect(meBefore.json<{ data: MeData }>().data.user.approved).toBe(false);
    server.test.mail.length = 0;

    const response = await approve(admin.headers, customer.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: REVIEW_MESSAGES.approved });
    const { registration } = z.parse(registrationDataSchema, response.json<{ data: unknown }>().data);
    expect(registration).toMatchObject({
      id: customer.user.id,
      status: 'approved',
      decidedAt: expect.any(String),
      decidedBy: admin.user.email,
      reason: null,
    });

    const me = await getJson(server, API_PATHS.me, customer.headers);
    expect(me.json<{ data: MeData }>().data.user.approved).toBe(true);

    const audit = await auditRows(server);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'registration.approve',
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      subjectId: customer.user.id,
      subjectUserId: customer.user.id,
      before: { registrationStatus: 'pending' },
      after: { registrationStatus: 'approved', approved: true },
      summary: 'Registration of Ada Okafor (Okafor Trading) approved',
    });
    expect(server.test.mail).toEqual([
      expect.objectContaining({ to: customer.user.email, subject: REGISTRATION_APPROVED_SUBJECT }),
    ]);

    // Decided is final: a second approval or a rejection changes nothing.
    const again = await approve(admin.headers, customer.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ERROR_CODES.alreadyDecided });
    expect((await reject(admin.headers, customer.user.id, { reason: 'Late' })).statusCode).toBe(409);
    expect(await auditRows(server)).toHaveLength(1);
    expect(server.test.mail).toHaveLength(1);
    expect(await list(admin.headers)).toEqual([]);
    expect(await list(admin.headers, '?status=approved')).toHaveLength(1);
  });

  it('rejects with the reason the customer reads, leaving the account unapproved', async () => {
    const admin = await adminSession(server);
    const customer = await customerSession(server);
    server.test.mail.length = 0;

    const response = await reject(admin.headers, customer.user.id, {
      reason: '  CAC number does not match  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { registration: RegistrationRow } }>().data.registration).toMatchObject({
      status: 'rejected',
      reason: 'CAC number does not match',
      decidedBy: admin.user.email,
      decidedByName: admin.user.name,
    });
    expect(await userRow(customer.user.id)).toMatchObject({
      registrationStatus: 'rejected',
      approved: false,
      registrationReason: 'CAC number does not match',
    });
    expect(
      (await getJson(server, API_PATHS.me, customer.headers)).json<{ data: MeData }>().data.user.approved,
    ).toBe(false);
    expect(server.test.mail).toHaveLength(1);
    expect(server.test.mail[0]).toMatchObject({
      to: customer.user.email,
      subject: REGISTRATION_REJECTED_SUBJECT,
    });
    expect(server.test.mail[0]?.text).toContain('Reason: CAC number does not match');
    expect((await auditRows(server))[0]).toMatchObject({
      action: 'registration.reject',
      reason: 'CAC number does not match',
    });
    expect(await list(admin.headers, '?status=rejected')).toHaveLength(1);
    expect(await list(admin.headers, '?status=all')).toHaveLength(1);
  });

  it('keeps the line breaks of a reason typed on several lines', async () => {
    const admin = await adminSession(server);
    const customer = await customerSession(server);
    const reason = 'The CAC number does not match.\nPlease check it and sign up again.';
    const response = await reject(admin.headers, customer.user.id, { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { registration: RegistrationRow } }>().data.registration.reason).toBe(
      reason,
    );
  });

  it.each([
    ['no body', undefined],
    ['no reason', {}],
    ['a blank reason', { reason: '   ' }],
    ['a reason that is not text', { reason: 42 }],
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }],
  ])('refuses a rejection with %s (400 on the reason) and changes nothing', async (_name, body) => {
    const admin = await adminSession(server);
    const customer = await customerSession(server);
    server.test.mail.length = 0;
    const response = await reject(admin.headers, customer.user.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: ERROR_CODES.validation,
      errors: { reason: [expect.any(String)] },
    });
    expect((await userRow(customer.user.id))?.registrationStatus).toBe('pending');
    expect(await auditRows(server)).toEqual([]);
    expect(server.test.mail).toEqual([]);
  });

  it('answers 404 for an unknown id, a non-uuid, an unverified sign-up and the admin account', async () => {
    const admin = await adminSession(server);
    const unverified = await registerAccount(server.test);
    const [pending] = await server.database.db
      .select()
      .from(tables.users)
      .where(eq(tables.users.email, unverified.email));
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      pending?.id ?? '',
      admin.user.id,
    ]) {
      const response = await approve(admin.headers, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: ERROR_CODES.notFound });
    }
    expect(await auditRows(server)).toEqual([]);
  });

  it('searches by name, e-mail or company, taking % and _ literally', async () => {
    const admin = await adminSession(server);
    const ada = await customerSession(server, { name: 'Ada Okafor', email: 'ada@okafor.test' });
    const bola = await customerSession(server, { name: 'Bola Adeyemi', email: 'bola_a@example.test' });
    await saveCompany(server, bola.user.id, 'Adeyemi 100% Foods');

    const names = async (search: string) =>
      (await list(admin.headers, `?status=all&search=${encodeURIComponent(search)}`)).map((row) => row.id);
    expect(await names('okafor')).toEqual([ada.user.id]);
    expect(await names('OKAFOR.TEST')).toEqual([ada.user.id]);
    expect(await names('100% foods')).toEqual([bola.user.id]);
    expect(await names('%')).toEqual([bola.user.id]);
    expect(await names('bola_')).toEqual([bola.user.id]);
    expect(await names('_')).toEqual([bola.user.id]);
    expect(await names('nobody')).toEqual([]);
    expect(await names('  ')).toHaveLength(2);
  });
});
