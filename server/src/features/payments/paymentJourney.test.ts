import { expect } from '@jest/globals';
import { withId } from '@portal/contracts/api';
import { CONTROL_CHARACTER_MESSAGE } from '@portal/contracts/controlCharacters';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { validateWith } from '@portal/contracts/fieldErrors';
import { isValidFundingReference } from '@portal/rules/fundingReference';
import {
  adminPaymentDetailDataSchema,
  paymentDetailDataSchema,
  type AdminPaymentDetail,
  type PaymentDetail,
} from '@portal/contracts/paymentAnswers';
import {
  FUNDING_PROOF_FIELD,
  JOURNEY_CODES,
  JOURNEY_MESSAGES,
  JOURNEY_PATHS,
  journeyPath,
  PAYOUT_FILE_FIELD,
} from '@portal/contracts/paymentJourney';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { tables } from '../../plugins/database';
import { api, DATABASE_KINDS, useTestServer } from '../../testing';
import { PDF } from '../../plugins/uploads/testing/fixtures';
import { multipartBody, type FilePart, type TextPart } from '../../plugins/uploads/testing/multipartBody';
import { eventRows, insertPaymentIn, paymentRow } from './testing/journeyTesting';
import {
  adminSession,
  auditRows,
  call,
  customerSession,
  dataOf,
  decide,
  submitted,
  type Session,
} from './testing/paymentTesting';

describe.each(DATABASE_KINDS)("the payment's journey on %s", (kind) => {
  const server = useTestServer(kind);

  const customerDetail = async (session: Session, id: string): Promise<PaymentDetail> => {
    const response = await call(server, 'GET', withId(PAYMENT_PATHS.payment, id), session.headers);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(paymentDetailDataSchema, dataOf<unknown>(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data.payment;
  };
  const adminDetail = async (session: Session, id: string): Promise<AdminPaymentDetail> => {
    const response = await call(server, 'GET', withId(PAYMENT_PATHS.adminPayment, id), session.headers);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(adminPaymentDetailDataSchema, dataOf<unknown>(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data.payment;
  };
  const post = (path: string, id: string, session: Session, body?: unknown) =>
    call(server, 'POST', journeyPath(path, id), session.headers, body);
  const postForm = (
    path: string,
    id: string,
    session: Session,
    parts: readonly (FilePart | TextPart)[],
  ): Promise<LightMyRequestResponse> => {
    const body = multipartBody(parts);
    return server.test.app.inject({
      method: 'POST',
      url: api(journeyPath(path, id)),
      headers: { ...body.headers, ...session.headers },
      payload: body.payload,
    });
  };

  it('goes from submission to payout: funding instructions, report with proof, confirmation, payout with a file, timeline and e-mails', async () => {
    const customer = await customerSession(server);
    const admin = await adminSession(server);
    const id = await submitted(server, customer.headers);
    server.test.mail.length = 0;
    expect((await decide(server, admin.headers, id, 'approve')).statusCode).toBe(200);

    const approved = await customerDetail(customer, id);
    expect(approved.status).toBe('approved');
    expect(approved.funding).toMatchObject({ amount: approved.localAmount, currency: 'NGN', account: null });
    expect(isValidFundingReference(approved.funding?.reference ?? '')).toBe(true);
    const deadline = Date.parse(approved.funding?.deadline ?? '');
    expect(deadline - server.test.clock.now().getTime()).toBeGreaterThan(259_100_000);
    expect(deadline - server.test.clock.now().getTime()).toBeLessThanOrEqual(259_200_000);

    const reported = await postForm(JOURNEY_PATHS.paymentFunding, id, customer, [
      { field: 'reference', value: 'FBN-TRF-001' },
      { field: FUNDING_PROOF_FIELD, fileName: 'proof.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({ message: JOURNEY_MESSAGES.fundingReported });
    const proof = await call(
      server,
      'GET',
      journeyPath(JOURNEY_PATHS.paymentFundingProof, id),
      admin.headers,
    );
    expect(proof.statusCode).toBe(200);
    expect(proof.rawPayload.equals(PDF)).toBe(true);

    const confirmed = await post(JOURNEY_PATHS.adminFundingConfirm, id, admin, {
      amountReceived: approved.localAmount,
      bankReference: 'FBN-TRF-001',
    });
    expect(confirmed.statusCode).toBe(200);
    const paidAt = server.test.clock.now().toISOString();
    const paid = await postForm(JOURNEY_PATHS.adminPayout, id, admin, [
      { field: 'paidAt', value: paidAt },
      { field: 'reference', value: 'UETR-001' },
      { field: PAYOUT_FILE_FIELD, fileName: 'swift.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    expect(paid.statusCode).toBe(200);
    const file = await call(
      server,
      'GET',
      journeyPath(JOURNEY_PATHS.paymentPayoutFile, id),
      customer.headers,
    );
    expect(file.statusCode).toBe(200);

    const done = await customerDetail(customer, id);
    expect(done).toMatchObject({
      status: 'sent',
      fundingReport: { reference: 'FBN-TRF-001', hasProof: true },
      fundingConfirmation: { amountReceived: approved.localAmount, bankReference: 'FBN-TRF-001' },
      payout: { paidAt, reference: 'UETR-001', hasFile: true },
    });
    // Customers see themselves by name, marked "(you)", and staff as the product; staff see who acted.
    expect(done.timeline.map((entry) => [entry.status, entry.by])).toEqual([
      ['pending', `${customer.user.name} (you)`],
      ['approved', 'VendorBridge'],
      ['funding_reported', `${customer.user.name} (you)`],
      ['funded', 'VendorBridge'],
      ['sent', 'VendorBridge'],
    ]);
    // The UETR has one name on every screen: the timeline says what the card says (issue 31).
    expect(done.timeline.at(-1)?.note).toBe('Paid out, payout reference (UETR) UETR-001');
    const staffView = await adminDetail(admin, id);
    // Staff read each person by name, with the e-mail beside it (issue 31).
    expect(staffView.timeline.map(({ by, byEmail }) => [by, byEmail])).toEqual([
      [customer.user.name, customer.user.email],
      [admin.user.name, admin.user.email],
      [customer.user.name, customer.user.email],
      [admin.user.name, admin.user.email],
      [admin.user.name, admin.user.email],
    ]);
    // One e-mail to the customer per move after submission, each linking to the request's page.
    const mails = server.test.mail.filter((mail) => mail.to === customer.user.email);
    expect(mails).toHaveLength(4);
    for (const mail of mails) expect(mail.text).toContain(`/dashboard/payments/${id}`);
    expect((await auditRows(server)).map((entry) => entry.action)).toEqual([
      // The vendor's details, saved to the beneficiary book with the first request (issue 25).
      'beneficiary.create',
      'payment.submit',
      'payment.approve',
      'payment.report-funding',
      'payment.confirm-funding',
      'payment.payout',
    ]);
  });

  it('refuses less than the amount due (422 AMOUNT_SHORT, nothing written), accepts more, and a second confirmation is 409', async () => {
    const customer = await customerSession(server);
    const admin = await adminSession(server);
    const id = await insertPaymentIn(server, customer.user.id, 'funding_reported');
    const short = await post(JOURNEY_PATHS.adminFundingConfirm, id, admin, {
      amountReceived: '41049.99',
      bankReference: 'FBN-1',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: JOURNEY_CODES.amountShort,
      message: JOURNEY_MESSAGES.amountShort,
    });
    expect((await paymentRow(server, id)).status).toBe('funding_reported');
    expect(await eventRows(server, id)).toEqual([]);
    expect(await auditRows(server)).toHaveLength(0);

    const over = await post(JOURNEY_PATHS.adminFundingConfirm, id, admin, {
      amountReceived: '41100.00',
      bankReference: 'FBN-1',
    });
    expect(over.statusCode).toBe(200);
    expect(await paymentRow(server, id)).toMatchObject({ status: 'funded', amountReceived: '41100.00' });
    const again = await post(JOURNEY_PATHS.adminFundingConfirm, id, admin, {
      amountReceived: '41100.00',
      bankReference: 'FBN-1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: JOURNEY_CODES.wrongState, errors: { status: ['funded'] } });
  });

  it('refuses a payout dated in the future and bad bodies with 400, changing nothing', async () => {
    const customer = await customerSession(server);
    const admin = await adminSession(server);
    const id = await insertPaymentIn(server, customer.user.id, 'funded');
    const future = new Date(server.test.clock.now().getTime() + 86_400_000).toISOString();
    const refused = await post(JOURNEY_PATHS.adminPayout, id, admin, { paidAt: future, reference: 'UETR' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { paidAt: [JOURNEY_MESSAGES.paidAtFuture] } });
    for (const body of [{}, { reference: '' }, { reference: 'a\u0000b' }, [1]]) {
      const response = await post(JOURNEY_PATHS.paymentFunding, id, customer, body);
      expect(response.statusCode).toBe(400);
    }
    expect((await post(JOURNEY_PATHS.adminRefund, id, admin, { reason: ' ' })).statusCode).toBe(400);
    expect((await paymentRow(server, id)).status).toBe('funded');
  });

  it("refuses a customer's cancel reason with a control or invisible character (400 at the field), changing nothing", async () => {
    const customer = await customerSession(server);
    const id = await insertPaymentIn(server, customer.user.id, 'approved');
    for (const reason of ['a\u0000b', 'Wrong \u202eeciovni', 'Wrong\u200b vendor', 'Wrong\u0085vendor']) {
      const response = await post(JOURNEY_PATHS.paymentCancel, id, customer, { reason });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: ERROR_CODES.validation,
        errors: { reason: [CONTROL_CHARACTER_MESSAGE] },
      });
    }
    expect((await paymentRow(server, id)).status).toBe('approved');
    const cancelled = await post(JOURNEY_PATHS.paymentCancel, id, customer, {
      reason: 'Wrong vendor\nsee invoice',
    });
    expect(cancelled.statusCode).toBe(200);
  });

  it('records the payout at the date and time staff give, refusing a date alone or a time before the funds were confirmed (D47)', async () => {
    const customer = await customerSession(server);
    const admin = await adminSession(server);
    const id = await insertPaymentIn(server, customer.user.id, 'funded');
    const confirmedAt = server.test.clock.now().getTime();
    for (const paidAt of ['2026-11-29', '2026-11-29T10:15', 'yesterday']) {
      const refused = await post(JOURNEY_PATHS.adminPayout, id, admin, { paidAt, reference: 'UETR-7' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: { paidAt: [JOURNEY_MESSAGES.paidAtInvalid] } });
    }
    const early = new Date(confirmedAt - 60_000).toISOString();
    const before = await post(JOURNEY_PATHS.adminPayout, id, admin, { paidAt: early, reference: 'UETR-7' });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({ errors: { paidAt: [JOURNEY_MESSAGES.paidAtBeforeFunding] } });
    expect((await paymentRow(server, id)).status).toBe('funded');
    expect(await eventRows(server, id)).toEqual([]);

    // The moment the funds were confirmed, to the millisecond: stored as given, not as a midnight.
    const at = new Date(confirmedAt).toISOString();
    const recorded = await post(JOURNEY_PATHS.adminPayout, id, admin, { paidAt: at, reference: 'UETR-7' });
    expect(recorded.statusCode).toBe(200);
    expect((await paymentRow(server, id)).paidAt?.toISOString()).toBe(at);
  });

  it("accepts the minute the funds were confirmed in (the form's default), storing the payout no earlier than the confirmation (D47)", async () => {
    const customer = await customerSession(server);
    const admin = await adminSession(server);
    const id = await insertPaymentIn(server, customer.user.id, 'funded');
    const confirmedAt = (await paymentRow(server, id)).fundingConfirmedAt;
    if (!confirmedAt) throw new Error('a funded request has its confirmation time');
    // What the staff form sends by default: "now", to the minute.
    const minute = new Date(Math.floor(confirmedAt.getTime() / 60_000) * 60_000).toISOString();
    const recorded = await post(JOURNEY_PATHS.adminPayout, id, admin, {
      paidAt: minute,
      reference: 'UETR-8',
    });
    expect(recorded.statusCode).toBe(200);
    expect((await paymentRow(server, id)).paidAt?.toISOString()).toBe(confirmedAt.toISOString());
  });

  it('expires an unfunded request on the first read after its deadline, once, by the system', async () => {
    const customer = await customerSession(server);
    const admin = await adminSession(server);
    const id = await submitted(server, customer.headers);
    await decide(server, admin.headers, id, 'approve');
    const reported = await submitted(server, customer.headers);
    await decide(server, admin.headers, reported, 'approve');
    expect(
      (await post(JOURNEY_PATHS.paymentFunding, reported, customer, { reference: 'FBN-9' })).statusCode,
    ).toBe(200);
    server.test.mail.length = 0;
    // Both deadlines passed (set back in the rows: moving the clock three days would also
    // end the sessions' access tokens).
    const past = new Date(server.test.clock.now().getTime() - 1_000);
    await server.database.db
      .update(tables.paymentRequests)
      .set({ fundingDeadline: past })
      .where(inArray(tables.paymentRequests.id, [id, reported]));

    const expired = await customerDetail(customer, id);
    expect(expired.status).toBe('expired');
    expect(expired.timeline.at(-1)).toMatchObject({ status: 'expired', by: 'VendorBridge' });
    // A reported request is not expired: the money may have arrived (staff resolve it).
    expect((await customerDetail(customer, reported)).status).toBe('funding_reported');
    expect((await adminDetail(admin, id)).timeline.at(-1)?.by).toBe('VendorBridge');
    const expiries = (await auditRows(server)).filter((entry) => entry.action === 'payment.expire');
    expect(expiries).toHaveLength(1);
    expect(expiries[0]).toMatchObject({
      actorId: null,
      before: { status: 'approved' },
      after: { status: 'expired' },
    });
    expect(server.test.mail.map((mail) => mail.to)).toEqual([customer.user.email]);
    // The customer can no longer report funding for it.
    const late = await post(JOURNEY_PATHS.paymentFunding, id, customer, { reference: 'FBN-10' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errors: { status: ['expired'] } });
  });

  it("filters the customer's list by state and staff's by state or work queue", async () => {
    const customer = await customerSession(server);
    const admin = await adminSession(server);
    const ids: Record<string, string> = {};
    for (const state of ['pending', 'approved', 'funding_reported', 'funded', 'sent'] as const) {
      ids[state] = await insertPaymentIn(server, customer.user.id, state);
    }
    const listed = async (path: string, session: Session, query: string) => {
      const response = await call(server, 'GET', `${path}${query}`, session.headers);
      expect(response.statusCode).toBe(200);
      return dataOf<{ payments: { id: string; status: string }[] }>(response).payments.map(
        (row) => row.status,
      );
    };
    expect(await listed(PAYMENT_PATHS.payments, customer, '?status=funded')).toEqual(['funded']);
    expect(await listed(PAYMENT_PATHS.payments, customer, '')).toHaveLength(5);
    expect(await listed(PAYMENT_PATHS.adminPayments, admin, '?status=fundsToConfirm')).toEqual([
      'funding_reported',
    ]);
    expect(await listed(PAYMENT_PATHS.adminPayments, admin, '?status=toPayOut')).toEqual(['funded']);
    expect(await listed(PAYMENT_PATHS.adminPayments, admin, '?status=sent')).toEqual(['sent']);
    expect(
      (await call(server, 'GET', `${PAYMENT_PATHS.payments}?status=toReview`, customer.headers)).statusCode,
    ).toBe(400);
  });

  describe('who may do what', () => {
    it('answers 401 without a token on every journey route', async () => {
      const customer = await customerSession(server);
      const id = await insertPaymentIn(server, customer.user.id, 'approved');
      for (const path of [
        JOURNEY_PATHS.paymentFunding,
        JOURNEY_PATHS.paymentCancel,
        JOURNEY_PATHS.adminFundingConfirm,
        JOURNEY_PATHS.adminPayout,
        JOURNEY_PATHS.adminRefund,
        JOURNEY_PATHS.adminCancel,
        JOURNEY_PATHS.quotes,
      ]) {
        expect(`${path} ${(await call(server, 'POST', journeyPath(path, id), {}, {})).statusCode}`).toBe(
          `${path} 401`,
        );
      }
      for (const path of [
        JOURNEY_PATHS.paymentFundingProof,
        JOURNEY_PATHS.paymentPayoutFile,
        PAYMENT_PATHS.adminPayment,
      ]) {
        expect(`${path} ${(await call(server, 'GET', journeyPath(path, id))).statusCode}`).toBe(
          `${path} 401`,
        );
      }
    });

    it("refuses a customer on staff's routes and staff on the customer's moves (403), changing nothing", async () => {
      const customer = await customerSession(server);
      const admin = await adminSession(server);
      const id = await insertPaymentIn(server, customer.user.id, 'funding_reported');
      for (const path of [
        JOURNEY_PATHS.adminFundingConfirm,
        JOURNEY_PATHS.adminPayout,
        JOURNEY_PATHS.adminRefund,
        JOURNEY_PATHS.adminCancel,
      ]) {
        expect(`${path} ${(await post(path, id, customer, { reason: 'x' })).statusCode}`).toBe(`${path} 403`);
      }
      expect(
        (await call(server, 'GET', withId(PAYMENT_PATHS.adminPayment, id), customer.headers)).statusCode,
      ).toBe(403);
      for (const path of [JOURNEY_PATHS.paymentFunding, JOURNEY_PATHS.paymentCancel, JOURNEY_PATHS.quotes]) {
        expect(`${path} ${(await post(path, id, admin, { reference: 'x' })).statusCode}`).toBe(`${path} 403`);
      }
      expect((await paymentRow(server, id)).status).toBe('funding_reported');
    });

    it("answers 404 for another customer's request, and for its files", async () => {
      const owner = await customerSession(server);
      const other = await customerSession(server);
      const id = await insertPaymentIn(server, owner.user.id, 'approved');
      const reported = await post(JOURNEY_PATHS.paymentFunding, id, other, { reference: 'FBN-1' });
      expect(reported.statusCode).toBe(404);
      expect(reported.json()).toMatchObject({ code: ERROR_CODES.notFound });
      expect((await post(JOURNEY_PATHS.paymentCancel, id, other, {})).statusCode).toBe(404);
      for (const path of [JOURNEY_PATHS.paymentFundingProof, JOURNEY_PATHS.paymentPayoutFile]) {
        expect((await call(server, 'GET', journeyPath(path, id), other.headers)).statusCode).toBe(404);
        // The owner too, while there is no file.
        expect((await call(server, 'GET', journeyPath(path, id), owner.headers)).statusCode).toBe(404);
      }
      expect((await paymentRow(server, id)).status).toBe('approved');
    });
  });
});
