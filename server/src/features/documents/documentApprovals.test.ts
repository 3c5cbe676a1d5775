import { expect } from '@jest/globals';
import { DATA_PATHS, withId, type ApiFailure } from '@portal/contracts/api';
import { DOCUMENT_TYPES } from '@portal/contracts/documents';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import {
  REVIEW_MESSAGES,
  documentApprovalDataSchema,
  documentApprovalListDataSchema,
  type DocumentApprovalRow,
} from '@portal/contracts/review';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { tables } from '../../plugins/database';
import { DOCUMENTS_APPROVED_SUBJECT, DOCUMENTS_REJECTED_SUBJECT } from '../../plugins/mail';
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

describe.each(DATABASE_KINDS)('document approvals on %s', (kind) => {
  const server = useTestServer(kind);

  const list = async (headers: Record<string, string>, query = '') => {
    const response = await getJson(server, `${DATA_PATHS.adminDocuments}${query}`, headers);
    expect(response.statusCode).toBe(200);
    return z.parse(documentApprovalListDataSchema, response.json<{ data: unknown }>().data).approvals;
  };
  const approve = (headers: Record<string, string>, id: string) =>
    postJson(server, withId(DATA_PATHS.adminDocumentsApprove, id), headers, {});
  const reject = (headers: Record<string, string>, id: string, body: unknown) =>
    postJson(server, withId(DATA_PATHS.adminDocumentsReject, id), headers, body);
  const documentsOf = (userId: string) =>
    server.database.db.select().from(tables.documents).where(eq(tables.documents.userId, userId));

  it('shows one row per customer with current documents: the checklist in order, with files', async () => {
    const admin = await adminSession(server);
    const ada = await customerSession(server, { name: 'Ada Okafor' });
    await customerSession(server, { name: 'No Documents Yet' });
    await saveCompany(server, ada.user.id, 'Okafor Trading');
    const early = new Date(Date.now() - 3_600_000);
    await insertDocument(server, ada.user.id, 'bvn', { uploadedAt: early });
    await insertDocument(server, ada.user.id, 'cac', { status: 'rejected', reason: 'Old', superseded: true });
    const cac = await insertDocument(server, ada.user.id, 'cac');
    await insertDocument(server, ada.user.id, 'directorInfo');
    await insertDocument(server, ada.user.id, 'directorInfo');
    await insertDocument(server, ada.user.id, 'tin', { status: 'rejected', reason: 'Unreadable' });

    const rows = await list(admin.headers);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      id: ada.user.id,
      userId: ada.user.id,
      userName: 'Ada Okafor',
      email: ada.user.email,
      companyName: 'Okafor Trading',
      status: 'pending',
      decidedAt: null,
      decidedBy: null,
      reason: null,
    });
    expect(Date.parse(row?.submittedAt ?? '')).toBeGreaterThan(early.getTime());
    expect(
      row?.documents.map(({ type, name, uploaded, fileCount }) => ({ type, name, uploaded, fileCount })),
    ).toEqual([
      { type: 'bvn', name: 'BVN', uploaded: true, fileCount: 1 },
      { type: 'cac', name: 'CAC', uploaded: true, fileCount: 1 },
      { type: 'proofOfAddress', name: 'Proof of Address', uploaded: false, fileCount: 0 },
      { type: 'tin', name: 'TIN', uploaded: false, fileCount: 0 },
      { type: 'directorInfo', name: 'Director Information', uploaded: true, fileCount: 2 },
    ]);
    // The superseded CAC is history, not part of the set; the rejected TIN shows why.
    expect(row?.documents[1]?.files.map((file) => file.id)).toEqual([cac]);
    expect(row?.documents[3]?.files).toEqual([
      expect.objectContaining({ type: 'tin', status: 'rejected', reason: 'Unreadable', superseded: false }),
    ]);
  });

  it('refuses to approve without a BVN and a CAC that stand, and changes nothing', async () => {
    const admin = await adminSession(server);
    const customer = await customerSession(server);
    await insertDocument(server, customer.user.id, 'bvn');
    await insertDocument(server, customer.user.id, 'cac', { status: 'rejected', reason: 'Blurred' });
    await insertDocument(server, customer.user.id, 'tin');
    server.test.mail.length = 0;

    const response = await approve(admin.headers, customer.user.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: REVIEW_MESSAGES.approveNeedsBvnAndCac });
    expect((await documentsOf(customer.user.id)).filter((doc) => doc.status === 'approved')).toEqual([]);
    expect(await auditRows(server)).toEqual([]);
    expect(server.test.mail).toEqual([]);

    // The CAC uploaded again (the rejected one superseded): now it can be approved.
    await server.database.db
      .update(tables.documents)
      .set({ supersededAt: new Date() })
      .where(eq(tables.documents.status, 'rejected'));
    await insertDocument(server, customer.user.id, 'cac');
    expect((await approve(admin.headers, customer.user.id)).statusCode).toBe(200);
  });

  it('approves every pending current document of the set once, audited and e-mailed', async () => {
    const admin = await adminSession(server);
    const customer = await customerSession(server, { name: 'Ada Okafor' });
    const bvn = await insertDocument(server, customer.user.id, 'bvn');
    const cac = await insertDocument(server, customer.user.id, 'cac');
    const old = await insertDocument(server, customer.user.id, 'tin', { superseded: true });
    server.test.mail.length = 0;

    const response = await approve(admin.headers, customer.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<ApiFailure>().message).toBe(REVIEW_MESSAGES.approved);
    const { approval } = z.parse(documentApprovalDataSchema, response.json<{ data: unknown }>().data);
    expect(approval).toMatchObject({
      status: 'approved',
      decidedBy: admin.user.email,
      decidedAt: expect.any(String),
      reason: null,
    });
    const stored = await documentsOf(customer.user.id);
    expect(Object.fromEntries(stored.map((doc) => [doc.id, doc.status]))).toEqual({
      [bvn]: 'approved',
      [cac]: 'approved',
      [old]: 'pending',
    });
    expect(stored.find((doc) => doc.id === bvn)).toMatchObject({ decidedBy: admin.user.id });

    const audit = await auditRows(server);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'documents.approve',
      actorEmail: admin.user.email,
      subjectUserId: customer.user.id,
      summary: 'Documents of Ada Okafor approved (BVN, CAC)',
    });
    expect(
      (audit[0]?.after as { documents: { id: string }[] }).documents.map((doc) => doc.id).sort(),
    ).toEqual([bvn, cac].sort());
    expect(server.test.mail).toEqual([
      expect.objectContaining({ to: customer.user.email, subject: DOCUMENTS_APPROVED_SUBJECT }),
    ]);

    const again = await approve(admin.headers, customer.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiFailure>().code).toBe(ERROR_CODES.alreadyDecided);
    expect((await reject(admin.headers, customer.user.id, { reason: 'x' })).statusCode).toBe(409);
    expect(await auditRows(server)).toHaveLength(1);
    expect(await list(admin.headers)).toEqual([]);
    expect((await list(admin.headers, '?status=approved')).map((row) => row.id)).toEqual([customer.user.id]);
  });

  it('rejects the pending documents with the reason stored on each and e-mailed', async () => {
    const admin = await adminSession(server);
    const customer = await customerSession(server);
    await saveCompany(server, customer.user.id, 'Bakare Logistics Ltd');
    await insertDocument(server, customer.user.id, 'proofOfAddress');
    await insertDocument(server, customer.user.id, 'tin', { status: 'approved' });
    server.test.mail.length = 0;

    // No BVN or CAC is needed to reject.
    const response = await reject(admin.headers, customer.user.id, {
      reason: 'Proof of address is older than 3 months',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { approval: DocumentApprovalRow } }>().data.approval).toMatchObject({
      status: 'rejected',
      reason: 'Proof of address is older than 3 months',
    });
    const stored = await documentsOf(customer.user.id);
    expect(stored.find((doc) => doc.type === 'proofOfAddress')).toMatchObject({
      status: 'rejected',
      reason: 'Proof of address is older than 3 months',
    });
    expect(stored.find((doc) => doc.type === 'tin')).toMatchObject({ status: 'approved', reason: null });
    expect(server.test.mail).toHaveLength(1);
    expect(server.test.mail[0]).toMatchObject({ subject: DOCUMENTS_REJECTED_SUBJECT });
    expect(server.test.mail[0]?.text).toContain('Proof of Address');
    expect(server.test.mail[0]?.text).toContain('Reason: Proof of address is older than 3 months');
    expect((await auditRows(server))[0]).toMatchObject({
      action: 'documents.reject',
      reason: 'Proof of address is older than 3 months',
      summary:
        'Documents of Bakare Logistics Ltd rejected (Proof of Address): Proof of address is older than 3 months',
    });
    expect((await list(admin.headers, '?status=rejected')).map((row) => row.id)).toEqual([customer.user.id]);
  });

  it('filters rows by the set status and searches by name, e-mail or company', async () => {
    const admin = await adminSession(server);
    const pending = await customerSession(server, { name: 'Pending Person' });
    const approved = await customerSession(server, { name: 'Approved Person' });
    const rejected = await customerSession(server, { name: 'Rejected Person' });
    await saveCompany(server, approved.user.id, 'Zenith_Imports');
    await insertDocument(server, pending.user.id, 'bvn', { status: 'approved' });
    await insertDocument(server, pending.user.id, 'cac');
    await insertDocument(server, approved.user.id, 'bvn', { status: 'approved' });
    await insertDocument(server, rejected.user.id, 'bvn', { status: 'approved' });
    await insertDocument(server, rejected.user.id, 'cac', { status: 'rejected', reason: 'no' });

    const ids = async (query: string) => (await list(admin.headers, query)).map((row) => row.userName);
    expect(await ids('')).toEqual(['Pending Person']);
    expect(await ids('?status=approved')).toEqual(['Approved Person']);
    expect(await ids('?status=rejected')).toEqual(['Rejected Person']);
    expect((await ids('?status=all')).sort()).toEqual([
      'Approved Person',
      'Pending Person',
      'Rejected Person',
    ]);
    expect(await ids('?status=all&search=zenith_')).toEqual(['Approved Person']);
    expect(await ids(`?status=all&search=${encodeURIComponent(rejected.user.email)}`)).toEqual([
      'Rejected Person',
    ]);
    expect(await ids('?status=all&search=_')).toEqual(['Approved Person']);
  });

  it('answers 404 for a customer without documents, an unknown id, a non-uuid and an admin', async () => {
    const admin = await adminSession(server);
    const customer = await customerSession(server);
    for (const id of [customer.user.id, '00000000-0000-4000-8000-000000000000', 'nope', admin.user.id]) {
      const response = await approve(admin.headers, id);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiFailure>().code).toBe(ERROR_CODES.notFound);
    }
  });

  it('lists the checklist of every type', async () => {
    const admin = await adminSession(server);
    const customer = await customerSession(server);
    for (const type of DOCUMENT_TYPES) await insertDocument(server, customer.user.id, type);
    const [row] = await list(admin.headers);
    expect(row?.documents.every((item) => item.uploaded && item.fileCount === 1)).toBe(true);
  });
});
