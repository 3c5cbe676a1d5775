import { DATA_PATHS, withId } from '@portal/contracts/api';
import type { DocumentType } from '@portal/contracts/documents';
import { documentApprovalDataSchema, REVIEW_MESSAGES } from '@portal/contracts/review';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { tables } from '../../plugins/database';
import { DOCUMENTS_APPROVED_SUBJECT, DOCUMENTS_REJECTED_SUBJECT } from '../../plugins/mail';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import {
  adminSession,
  auditRows,
  customerSession,
  insertDocument,
  postJson,
} from '../decisions/testing/reviewTesting';
import { invitedStaffSession } from '../../testing/staffSessions';

describe.each(DATABASE_KINDS)('a decision per document (issue 22 point 5) on %s', (kind) => {
  const server = useTestServer(kind);

  const approve = (headers: Record<string, string>, id: string) =>
    postJson(server, withId(DATA_PATHS.adminDocumentsApprove, id), headers, {});
  const reject = (headers: Record<string, string>, id: string, body: unknown) =>
    postJson(server, withId(DATA_PATHS.adminDocumentsReject, id), headers, body);
  const statusOf = async (id: string) =>
    (
      await server.database.db
        .select({ status: tables.documents.status, reason: tables.documents.reason })
        .from(tables.documents)
        .where(eq(tables.documents.id, id))
    )[0];

  async function customerWith(types: readonly DocumentType[]) {
    const customer = await customerSession(server, { name: 'Ada Okafor' });
    const ids: Partial<Record<DocumentType, string>> = {};
    for (const type of types) ids[type] = await insertDocument(server, customer.user.id, type);
    server.test.mail.length = 0;
    return { customer, ids: ids as Record<DocumentType, string> };
  }

  it('decides one document; the set stays pending and nobody is e-mailed while others wait', async () => {
    const admin = await adminSession(server);
    const { customer, ids } = await customerWith(['bvn', 'cac', 'proofOfAddress']);

    const response = await approve(admin.headers, ids.bvn);
    expect(response.statusCode).toBe(200);
    const { approval } = z.parse(documentApprovalDataSchema, response.json<{ data: unknown }>().data);
    expect(approval).toMatchObject({ id: customer.user.id, status: 'pending' });
    expect(approval.documents[0]?.files[0]).toMatchObject({ id: ids.bvn, status: 'approved' });
    expect(await statusOf(ids.cac)).toEqual({ status: 'pending', reason: null });
    expect(server.test.mail).toEqual([]);
    const rows = await auditRows(server);
    expect(rows.map((row) => [row.action, row.subjectType, row.subjectId, row.subjectUserId])).toEqual([
      ['document.approve', 'document', ids.bvn, customer.user.id],
    ]);
    expect(rows[0]?.actorEmail).toBe(admin.user.email);
  });

  it('approves the set when its last document is approved: one e-mail naming the set', async () => {
    const admin = await adminSession(server);
    const { customer, ids } = await customerWith(['bvn', 'cac']);
    expect((await approve(admin.headers, ids.cac)).statusCode).toBe(200);
    const last = await approve(admin.headers, ids.bvn);
    expect(last.statusCode).toBe(200);
    expect(last.json<{ data: { approval: { status: string } } }>().data.approval.status).toBe('approved');
    expect(server.test.mail).toHaveLength(1);
    expect(server.test.mail[0]).toMatchObject({
      to: customer.user.email,
      subject: DOCUMENTS_APPROVED_SUBJECT,
    });
    expect(server.test.mail[0]?.text).toContain('approved: BVN, CAC.');
  });

  it('rejects the set when the last decision leaves a rejected document: the e-mail names it with its reason', async () => {
    const admin = await adminSession(server);
    const { customer, ids } = await customerWith(['bvn', 'cac', 'proofOfAddress']);
    const refused = await reject(admin.headers, ids.proofOfAddress, { reason: '  Older than 3 months  ' });
    expect(refused.statusCode).toBe(200);
    expect(await statusOf(ids.proofOfAddress)).toEqual({ status: 'rejected', reason: 'Older than 3 months' });
    expect(server.test.mail).toEqual([]);
    await approve(admin.headers, ids.bvn);
    const last = await approve(admin.headers, ids.cac);
    expect(last.json<{ data: { approval: { status: string } } }>().data.approval.status).toBe('rejected');
    expect(server.test.mail).toHaveLength(1);
    const [mail] = server.test.mail;
    expect(mail).toMatchObject({ to: customer.user.email, subject: DOCUMENTS_REJECTED_SUBJECT });
    expect(mail?.text).toContain('rejected: Proof of Address.');
    expect(mail?.text).toContain('Older than 3 months');
    expect((await auditRows(server)).map((row) => row.action)).toEqual([
      'document.reject',
      'document.approve',
      'document.approve',
    ]);
  });

  it('names each rejected document with its own reason', async () => {
    const admin = await adminSession(server);
    const { ids } = await customerWith(['bvn', 'cac', 'tin']);
    await approve(admin.headers, ids.bvn);
    await reject(admin.headers, ids.cac, { reason: 'Blurred' });
    await reject(admin.headers, ids.tin, { reason: 'Wrong company' });
    expect(server.test.mail).toHaveLength(1);
    expect(server.test.mail[0]?.text).toContain('rejected: CAC, TIN.');
    expect(server.test.mail[0]?.text).toContain('CAC: Blurred');
    expect(server.test.mail[0]?.text).toContain('TIN: Wrong company');
  });

  it('answers 409 for a document decided already or replaced by a newer upload, and changes nothing', async () => {
    const admin = await adminSession(server);
    const { customer, ids } = await customerWith(['bvn', 'cac']);
    const old = await insertDocument(server, customer.user.id, 'tin', { superseded: true });
    expect((await reject(admin.headers, ids.bvn, { reason: 'Blurred' })).statusCode).toBe(200);
    for (const response of [
      await approve(admin.headers, ids.bvn),
      await reject(admin.headers, ids.bvn, { reason: 'Again' }),
      await approve(admin.headers, old),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, message: REVIEW_MESSAGES.alreadyDecided });
    }
    expect(await statusOf(ids.bvn)).toEqual({ status: 'rejected', reason: 'Blurred' });
    expect(await statusOf(old)).toEqual({ status: 'pending', reason: null });
    expect(await auditRows(server)).toHaveLength(1);
  });

  it('refuses the last approval of a set without its BVN and CAC (409), as the set route does', async () => {
    const admin = await adminSession(server);
    const { ids } = await customerWith(['bvn', 'tin']);
    expect((await approve(admin.headers, ids.tin)).statusCode).toBe(200);
    const response = await approve(admin.headers, ids.bvn);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: REVIEW_MESSAGES.approveNeedsBvnAndCac });
    expect(await statusOf(ids.bvn)).toEqual({ status: 'pending', reason: null });
    // Rejecting it instead decides the set.
    expect((await reject(admin.headers, ids.bvn, { reason: 'Missing CAC too' })).statusCode).toBe(200);
  });

  it.each([[{}], [{ reason: '   ' }], [{ reason: 'x'.repeat(501) }], [null]])(
    'refuses a rejection with the body %j (400) like the set route, and changes nothing',
    async (body) => {
      const admin = await adminSession(server);
      const { ids } = await customerWith(['bvn']);
      const response = await reject(admin.headers, ids.bvn, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(await statusOf(ids.bvn)).toEqual({ status: 'pending', reason: null });
    },
  );

  it('two reviewers deciding the same document at once: one 200, one 409, one audit row', async () => {
    const [first, second] = await Promise.all([
      adminSession(server, 'first.admin@vendorbridge.test'),
      adminSession(server, 'second.admin@vendorbridge.test'),
    ]);
    const { ids } = await customerWith(['bvn', 'cac']);
    const responses = await Promise.all([
      approve(first.headers, ids.bvn),
      reject(second.headers, ids.bvn, { reason: 'Blurred' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRows(server)).toHaveLength(1);
    expect(server.test.mail).toEqual([]);
  });

  it("two reviewers deciding a set's last two documents at once: both stand, and the customer gets one e-mail", async () => {
    const [first, second] = await Promise.all([
      adminSession(server, 'first.admin@vendorbridge.test'),
      adminSession(server, 'second.admin@vendorbridge.test'),
    ]);
    const { customer, ids } = await customerWith(['bvn', 'cac']);
    const responses = await Promise.all([approve(first.headers, ids.bvn), approve(second.headers, ids.cac)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(server.test.mail.filter((mail) => mail.to === customer.user.email)).toHaveLength(1);
    expect(server.test.mail[0]?.subject).toBe(DOCUMENTS_APPROVED_SUBJECT);
  });

  it('lets a reviewer decide; finance and customers get 403, no token 401', async () => {
    const superadmin = await adminSession(server);
    const reviewer = await invitedStaffSession(server, superadmin.headers, 'reviewer');
    const finance = await invitedStaffSession(server, superadmin.headers, 'finance');
    const { customer, ids } = await customerWith(['bvn', 'cac', 'tin', 'proofOfAddress']);
    for (const [act, id] of [
      [(h: Record<string, string>, id: string) => approve(h, id), ids.bvn],
      [(h: Record<string, string>, id: string) => reject(h, id, { reason: 'Blurred' }), ids.cac],
    ] as const) {
      expect((await act(finance.headers, id)).statusCode).toBe(403);
      expect((await act(customer.headers, id)).statusCode).toBe(403);
      expect((await act({}, id)).statusCode).toBe(401);
      expect(await statusOf(id)).toEqual({ status: 'pending', reason: null });
      expect((await act(reviewer.headers, id)).statusCode).toBe(200);
    }
    expect((await approve(superadmin.headers, ids.tin)).statusCode).toBe(200);
  });
});
