import { DATA_PATHS, withId } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { validateWith } from '@portal/contracts/fieldErrors';
import { adminPaymentDataSchema, adminPaymentListDataSchema } from '@portal/contracts/paymentAnswers';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { PAYMENT_PATHS, paymentInvoicePath } from '@portal/contracts/paymentPaths';
import { REVIEW_MESSAGES } from '@portal/contracts/review';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { PDF } from '../../plugins/uploads/testing/fixtures';
import { paymentApprovedSubject, paymentRejectedSubject } from './paymentEmails';
import {
  adminSession,
  auditRows,
  call,
  customerSession,
  dataOf,
  decide,
  PAYMENT,
  saveCompany,
  submitForm,
  submitted,
  type Session,
} from './testing/paymentTesting';

describe.each(DATABASE_KINDS)("the admin's payment requests on %s", (kind) => {
  const server = useTestServer(kind);
  beforeEach(() =>
    rmSync(path.join(server.test.config.dataDir, 'files', 'invoices'), { recursive: true, force: true }),
  );

  const list = async (session: Session, query = '') => {
    const response = await call(server, 'GET', `${PAYMENT_PATHS.adminPayments}${query}`, session.headers);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(adminPaymentListDataSchema, dataOf(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data;
  };
  const decisionRow = (response: Awaited<ReturnType<typeof decide>>) => {
    const checked = validateWith(adminPaymentDataSchema, dataOf(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data.payment;
  };
  const decisionAudit = async () =>
    (await auditRows(server)).filter(
      (row) => row.action === 'payment.approve' || row.action === 'payment.reject',
    );

  describe('who may review', () => {
    it('GET /admin/payments: 401 without a token, 403 for a customer', async () => {
      const customer = await customerSession(server);
      expect((await call(server, 'GET', PAYMENT_PATHS.adminPayments)).statusCode).toBe(401);
      expect((await call(server, 'GET', PAYMENT_PATHS.adminPayments, customer.headers)).statusCode).toBe(403);
    });

    it.each(['approve', 'reject'] as const)(
      '%s: 401 without a token, 403 for the customer themselves',
      async (action) => {
        const customer = await customerSession(server);
        const id = await submitted(server, customer.headers);
        expect((await decide(server, {}, id, action, 'x')).statusCode).toBe(401);
        expect((await decide(server, customer.headers, id, action, 'x')).statusCode).toBe(403);
        expect(await decisionAudit()).toHaveLength(0);
      },
    );

    it.each(['approve', 'reject'] as const)('%s: 404 for an unknown id and a non-uuid id', async (action) => {
      const admin = await adminSession(server);
      for (const id of [randomUUID(), 'PAY-1001']) {
        const response = await decide(server, admin.headers, id, action, 'x');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: ERROR_CODES.notFound });
      }
    });
  });

  describe('the list', () => {
    it("shows the spec's columns: customer and company, masked account, amounts, rate and invoice", async () => {
      const customer = await customerSession(server, { name: 'Ada Okafor' });
      await saveCompany(server, customer.user.id, 'Okafor Trading Ltd');
      const admin = await adminSession(server);
      const form = await submitForm(server, customer.headers, { ...PAYMENT }, [
        { field: 'invoiceFile', fileName: 'invoice-7.pdf', contentType: 'application/pdf', content: PDF },
      ]);
      expect(form.statusCode).toBe(201);
      const { payments, nextCursor } = await list(admin);
      expect(nextCursor).toBeNull();
      expect(payments).toEqual([
        expect.objectContaining({
          userId: customer.user.id,
          userName: 'Ada Okafor',
          userEmail: customer.user.email,
          companyName: 'Okafor Trading Ltd',
          recipientCompany: 'Acme GmbH',
          recipientBank: 'Deutsche Bank',
          accountNumber: '••••3000',
          foreignAmount: '1234.56',
          foreignCurrency: 'USD',
          exchangeRate: '410.5',
          localAmount: '506786.88',
          invoiceFile: 'invoice-7.pdf',
          status: 'pending',
          decidedAt: null,
          decidedBy: null,
          reason: null,
        }),
      ]);
    });

    it('filters by status (all by default) and pages newest first', async () => {
      const customer = await customerSession(server);
      const admin = await adminSession(server);
      const ids: string[] = [];
      for (let index = 0; index < 5; index += 1) {
        ids.push(await submitted(server, customer.headers));
        server.test.clock.advance(1000);
      }
      await decide(server, admin.headers, ids[0] ?? '', 'approve');
      await decide(server, admin.headers, ids[1] ?? '', 'reject', 'Duplicate');
      expect((await list(admin)).payments.map((row) => row.id)).toEqual([...ids].reverse());
      expect((await list(admin, '?status=pending')).payments.map((row) => row.id)).toEqual([
        ids[4],
        ids[3],
        ids[2],
      ]);
      expect((await list(admin, '?status=approved')).payments.map((row) => row.id)).toEqual([ids[0]]);
      expect((await list(admin, '?status=rejected')).payments).toEqual([
        expect.objectContaining({ id: ids[1], reason: 'Duplicate' }),
      ]);

      const first = await list(admin, '?status=pending&limit=2');
      expect(first.payments.map((row) => row.id)).toEqual([ids[4], ids[3]]);
      const second = await list(
        admin,
        `?status=pending&limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
      );
      expect(second).toMatchObject({ nextCursor: null });
      expect(second.payments.map((row) => row.id)).toEqual([ids[2]]);
    });

    it('refuses an unknown status and a cursor it did not write (400)', async () => {
      const admin = await adminSession(server);
      expect(
        (await call(server, 'GET', `${PAYMENT_PATHS.adminPayments}?status=done`, admin.headers)).statusCode,
      ).toBe(400);
      const response = await call(server, 'GET', `${PAYMENT_PATHS.adminPayments}?cursor=W10`, admin.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { cursor: [PAYMENT_MESSAGES.cursorInvalid] } });
    });
  });

  describe('the invoice', () => {
    it('opens for its owner and for admins, and is 404 for another customer', async () => {
      const owner = await customerSession(server);
      const other = await customerSession(server);
      const admin = await adminSession(server);
      const form = await submitForm(server, owner.headers, { ...PAYMENT }, [
        { field: 'invoiceFile', fileName: 'invoice.pdf', contentType: 'application/pdf', content: PDF },
      ]);
      const { id } = dataOf<{ payment: { id: string } }>(form).payment;
      for (const session of [owner, admin]) {
        const response = await call(server, 'GET', paymentInvoicePath(id), session.headers);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.rawPayload.equals(PDF)).toBe(true);
      }
      expect((await call(server, 'GET', paymentInvoicePath(id), other.headers)).statusCode).toBe(404);
      expect((await call(server, 'GET', paymentInvoicePath(id))).statusCode).toBe(401);
      expect((await call(server, 'GET', paymentInvoicePath(randomUUID()), admin.headers)).statusCode).toBe(
        404,
      );
      expect((await call(server, 'GET', paymentInvoicePath('x'), admin.headers)).statusCode).toBe(404);
    });

    it('is 404 for a request without one', async () => {
      const customer = await customerSession(server);
      const id = await submitted(server, customer.headers);
      expect((await call(server, 'GET', paymentInvoicePath(id), customer.headers)).statusCode).toBe(404);
    });
  });

  describe('deciding', () => {
    it('approves once: the row, an audit entry with before and after, and an e-mail to the customer', async () => {
      const customer = await customerSession(server);
      const admin = await adminSession(server);
      const id = await submitted(server, customer.headers);
      server.test.mail.length = 0;
      const response = await decide(server, admin.headers, id, 'approve');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: REVIEW_MESSAGES.approved });
      const row = decisionRow(response);
      expect(row).toMatchObject({ id, status: 'approved', decidedBy: admin.user.email, reason: null });
      expect(row.decidedAt).not.toBeNull();

      const audit = await decisionAudit();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'payment.approve',
        actorEmail: admin.user.email,
        subjectId: id,
        subjectUserId: customer.user.id,
        before: { status: 'pending' },
        after: { status: 'approved' },
      });
      expect(server.test.mail).toHaveLength(1);
      const [mail] = server.test.mail;
      expect(mail?.to).toBe(customer.user.email);
      expect(mail?.subject).toBe(paymentApprovedSubject(row.reference));
      expect(mail?.text).toContain('₦506,786.88');

      const again = await decide(server, admin.headers, id, 'approve');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: ERROR_CODES.alreadyDecided });
      expect(await decisionAudit()).toHaveLength(1);
      expect(server.test.mail).toHaveLength(1);
    });

    it('rejects with the reason, which the audit entry and the e-mail carry', async () => {
      const customer = await customerSession(server);
      const admin = await adminSession(server);
      const id = await submitted(server, customer.headers);
      server.test.mail.length = 0;
      const response = await decide(server, admin.headers, id, 'reject', 'The invoice <b>total</b> differs');
      expect(response.statusCode).toBe(200);
      expect(decisionRow(response)).toMatchObject({
        status: 'rejected',
        reason: 'The invoice <b>total</b> differs',
      });
      expect((await decisionAudit())[0]).toMatchObject({
        action: 'payment.reject',
        reason: 'The invoice <b>total</b> differs',
        after: { status: 'rejected', reason: 'The invoice <b>total</b> differs' },
      });
      const [mail] = server.test.mail;
      expect(mail?.subject).toBe(paymentRejectedSubject(decisionRow(response).reference));
      expect(mail?.text).toContain('Reason: The invoice <b>total</b> differs');
      expect(mail?.html).toContain('The invoice &#60;b&#62;total&#60;/b&#62; differs');
      // Decided: approving it now is refused.
      expect((await decide(server, admin.headers, id, 'approve')).statusCode).toBe(409);
    });

    it.each([
      ['no body', undefined, REVIEW_MESSAGES.reasonRequired],
      ['an empty reason', '  ', REVIEW_MESSAGES.reasonRequired],
      ['a reason over 500 characters', 'r'.repeat(501), REVIEW_MESSAGES.reasonTooLong],
      ['U+0000 in the reason', 'bad\u0000reason', 'The reason must not contain control characters.'],
    ])('refuses a rejection with %s (400) and leaves it pending', async (_what, reason, message) => {
      const customer = await customerSession(server);
      const admin = await adminSession(server);
      const id = await submitted(server, customer.headers);
      const response = await decide(server, admin.headers, id, 'reject', reason);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { reason: [message] } });
      expect((await list(admin, '?status=pending')).payments).toHaveLength(1);
      expect(await decisionAudit()).toHaveLength(0);
    });

    it('lets one of two admins deciding at once win; the other gets 409, with one audit entry and one e-mail', async () => {
      const customer = await customerSession(server);
      const first = await adminSession(server, 'first-admin@vendorbridge.test');
      const second = await adminSession(server, 'second-admin@vendorbridge.test');
      for (const [a, b] of [
        ['approve', 'approve'],
        ['approve', 'reject'],
      ] as const) {
        const id = await submitted(server, customer.headers);
        server.test.mail.length = 0;
        const before = (await decisionAudit()).length;
        const answers = await Promise.all([
          decide(server, first.headers, id, a, 'Too late'),
          decide(server, second.headers, id, b, 'Too late'),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
          code: ERROR_CODES.alreadyDecided,
        });
        expect((await decisionAudit()).length - before).toBe(1);
        expect(server.test.mail).toHaveLength(1);
      }
    });

    it('counts on the admin dashboard while pending, and the decisions appear in its recent activity', async () => {
      const customer = await customerSession(server);
      const admin = await adminSession(server);
      const dashboard = async () =>
        dataOf<{ stats: { paymentRequests: number } }>(
          await call(server, 'GET', DATA_PATHS.adminDashboard, admin.headers),
        ).stats.paymentRequests;
      expect(await dashboard()).toBe(0);
      const first = await submitted(server, customer.headers);
      const second = await submitted(server, customer.headers);
      await submitted(server, customer.headers);
      expect(await dashboard()).toBe(3);
      await decide(server, admin.headers, first, 'approve');
      await decide(server, admin.headers, second, 'reject', 'Wrong amount');
      expect(await dashboard()).toBe(1);
      const activity = dataOf<{ activity: { kind: string; action: string; reason: string | null }[] }>(
        await call(server, 'GET', DATA_PATHS.adminActivity, admin.headers),
      ).activity;
      expect(activity.slice(0, 2)).toEqual([
        expect.objectContaining({ kind: 'payment', action: 'payment.reject', reason: 'Wrong amount' }),
        expect.objectContaining({ kind: 'payment', action: 'payment.approve' }),
      ]);
    });

    it("the customer's list shows the decision", async () => {
      const customer = await customerSession(server);
      const admin = await adminSession(server);
      const id = await submitted(server, customer.headers);
      await decide(server, admin.headers, id, 'reject', 'Missing invoice');
      const response = await call(server, 'GET', withId(PAYMENT_PATHS.payment, id), customer.headers);
      expect(dataOf<{ payment: unknown }>(response).payment).toMatchObject({
        status: 'rejected',
        reason: 'Missing invoice',
      });
    });
  });
});
