import { expect } from '@jest/globals';
import { withId } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { validateWith } from '@portal/contracts/fieldErrors';
import { adminPaymentDetailDataSchema, type AdminPaymentDetail } from '@portal/contracts/paymentAnswers';
import {
  JOURNEY_CODES,
  JOURNEY_MESSAGES,
  JOURNEY_PATHS,
  journeyPath,
} from '@portal/contracts/paymentJourney';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { eventRows, insertPaymentIn, paymentRow } from './testing/journeyTesting';
import {
  adminSession,
  auditRows,
  call,
  customerSession,
  dataOf,
  type Session,
} from './testing/paymentTesting';
import { insertedStaffSession } from '../../testing/staffSessions';

/** At the default PAYOUT_DUAL_CONTROL_NGN (5,000,000): exactly the threshold needs a second person. */
const LARGE = '5000000.00';
const JUST_BELOW = '4999999.99';
// D47: paid at the server's now when recorded (a date and time, never before funding).
const PAYOUT = { reference: 'UETR-BIG-1' };

describe.each(DATABASE_KINDS)('dual control of large payouts (issue 22) on %s', (kind) => {
  const server = useTestServer(kind);

  const payout = (session: Session, id: string) =>
    call(server, 'POST', journeyPath(JOURNEY_PATHS.adminPayout, id), session.headers, {
      ...PAYOUT,
      paidAt: server.test.clock.now().toISOString(),
    });
  const confirm = (headers: Record<string, string>, id: string, body?: unknown) =>
    call(server, 'POST', journeyPath(JOURNEY_PATHS.adminPayoutConfirm, id), headers, body);
  const receipt = (session: Session, id: string) =>
    call(server, 'GET', journeyPath(JOURNEY_PATHS.paymentReceipt, id), session.headers);
  const adminDetail = async (session: Session, id: string): Promise<AdminPaymentDetail> => {
    const response = await call(server, 'GET', withId(PAYMENT_PATHS.adminPayment, id), session.headers);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(adminPaymentDetailDataSchema, dataOf<unknown>(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data.payment;
  };

  async function people() {
    const superadmin = await adminSession(server);
    const finance = await insertedStaffSession(server, 'finance', 'Fola Finance');
    const customer = await customerSession(server);
    return { superadmin, finance, customer };
  }

  it('records a payout at the threshold; another member of staff confirms it: sent, the receipt, one e-mail, both named', async () => {
    const { superadmin, finance, customer } = await people();
    const id = await insertPaymentIn(server, customer.user.id, 'funded', { localAmount: LARGE });
    const mailBefore = server.test.mail.length;

    const recorded = await payout(finance, id);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({ message: JOURNEY_MESSAGES.payoutAwaitingConfirmation });
    expect((await paymentRow(server, id)).status).toBe('payout_recorded');
    // Staff's own step: the customer hears nothing yet and has no receipt.
    expect(server.test.mail.length).toBe(mailBefore);
    expect(await receipt(customer, id)).not.toMatchObject({ statusCode: 200 });
    // Nor does their timeline show the recorded step or its bank reference.
    const seen = await call(server, 'GET', withId(PAYMENT_PATHS.payment, id), customer.headers);
    expect(seen.statusCode).toBe(200);
    const { timeline } = seen.json<{ data: { payment: { timeline: { status: string }[] } } }>().data.payment;
    expect(timeline.map((entry) => entry.status)).not.toContain('payout_recorded');
    expect(seen.body).not.toContain('waiting for another member of staff');
    const waiting = await adminDetail(superadmin, id);
    expect(waiting.payoutControl).toMatchObject({
      recordedById: finance.user.id,
      recordedBy: 'Fola Finance',
      confirmedBy: null,
      confirmedAt: null,
    });

    const confirmed = await confirm(superadmin.headers, id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: JOURNEY_MESSAGES.payoutConfirmed });
    const row = await paymentRow(server, id);
    expect(row).toMatchObject({
      status: 'sent',
      payoutReference: PAYOUT.reference,
      payoutRecordedBy: finance.user.id,
      payoutConfirmedBy: superadmin.user.id,
    });
    expect(server.test.mail.length).toBe(mailBefore + 1);
    expect(server.test.mail.at(-1)).toMatchObject({ to: customer.user.email });
    expect(server.test.mail.at(-1)?.subject).toContain('was sent to your vendor');
    expect((await receipt(customer, id)).statusCode).toBe(200);

    const events = await eventRows(server, id);
    expect(events.map((event) => [event.status, event.actorId])).toEqual([
      ['payout_recorded', finance.user.id],
      ['sent', superadmin.user.id],
    ]);
    expect(events[1]?.note).toContain('recorded by Fola Finance, confirmed by Administrator');
    // The UETR has one name wherever it is read: timeline, card, receipt, CSV (issue 31).
    expect(events[0]?.note).toContain(`payout reference (UETR) ${PAYOUT.reference}`);
    expect(events[1]?.note).toContain(`Paid out, payout reference (UETR) ${PAYOUT.reference}`);
    const detail = await adminDetail(superadmin, id);
    expect(detail.payoutControl).toMatchObject({ recordedBy: 'Fola Finance', confirmedBy: 'Administrator' });
    expect(detail.timeline.map((entry) => entry.byEmail)).toEqual([
      finance.user.email,
      superadmin.user.email,
    ]);
    expect(detail.timeline.map((entry) => entry.by)).toEqual([finance.user.name, superadmin.user.name]);
    const audit = (await auditRows(server)).filter((entry) => entry.subjectId === id);
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['payment.record-payout', finance.user.id],
      ['payment.confirm-payout', superadmin.user.id],
    ]);
  });

  it('refuses the recorder confirming their own payout with 403 SAME_PERSON and changes nothing', async () => {
    const { finance, customer } = await people();
    const id = await insertPaymentIn(server, customer.user.id, 'funded', { localAmount: LARGE });
    expect((await payout(finance, id)).statusCode).toBe(200);
    const before = await paymentRow(server, id);
    const auditBefore = (await auditRows(server)).length;
    const mailBefore = server.test.mail.length;
    for (const body of [undefined, {}]) {
      const refused = await confirm(finance.headers, id, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        message: JOURNEY_MESSAGES.samePerson,
        code: ERROR_CODES.samePerson,
      });
    }
    expect(await paymentRow(server, id)).toEqual(before);
    expect((await eventRows(server, id)).map((event) => event.status)).toEqual(['payout_recorded']);
    expect((await auditRows(server)).length).toBe(auditBefore);
    expect(server.test.mail.length).toBe(mailBefore);
  });

  it('lets finance and superadmins confirm; a reviewer and a customer 403, no token 401', async () => {
    const { superadmin, finance, customer } = await people();
    const reviewer = await insertedStaffSession(server, 'reviewer', 'Rita Reviewer');
    const id = await insertPaymentIn(server, customer.user.id, 'payout_recorded', {
      localAmount: LARGE,
      payoutRecordedBy: superadmin.user.id,
    });
    expect((await confirm(reviewer.headers, id)).statusCode).toBe(403);
    expect((await confirm(customer.headers, id)).statusCode).toBe(403);
    expect((await confirm({}, id)).statusCode).toBe(401);
    expect((await paymentRow(server, id)).status).toBe('payout_recorded');
    expect((await confirm(finance.headers, id)).statusCode).toBe(200);
    expect((await paymentRow(server, id)).status).toBe('sent');
  });

  it('sends a payout just below the threshold at once, as before', async () => {
    const { finance, customer } = await people();
    const id = await insertPaymentIn(server, customer.user.id, 'funded', { localAmount: JUST_BELOW });
    const mailBefore = server.test.mail.length;
    const paid = await payout(finance, id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ message: JOURNEY_MESSAGES.payoutRecorded });
    expect(await paymentRow(server, id)).toMatchObject({
      status: 'sent',
      payoutRecordedBy: finance.user.id,
      payoutConfirmedBy: null,
    });
    expect(server.test.mail.length).toBe(mailBefore + 1);
    expect((await receipt(customer, id)).statusCode).toBe(200);
    expect((await eventRows(server, id)).map((event) => event.status)).toEqual(['sent']);
  });

  it('refuses confirming a request with no payout waiting (409 with its state), and an unknown one (404)', async () => {
    const { superadmin, customer } = await people();
    for (const state of ['funded', 'sent', 'refunded'] as const) {
      const id = await insertPaymentIn(server, customer.user.id, state, { localAmount: LARGE });
      const refused = await confirm(superadmin.headers, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        success: false,
        code: JOURNEY_CODES.wrongState,
        errors: { status: [state] },
      });
      expect((await paymentRow(server, id)).status).toBe(state);
    }
    const unknown = await confirm(superadmin.headers, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a recorded payout be refunded instead of confirmed', async () => {
    const { superadmin, finance, customer } = await people();
    const id = await insertPaymentIn(server, customer.user.id, 'funded', { localAmount: LARGE });
    expect((await payout(finance, id)).statusCode).toBe(200);
    const refunded = await call(
      server,
      'POST',
      journeyPath(JOURNEY_PATHS.adminRefund, id),
      superadmin.headers,
      {
        reason: 'The vendor bank returned it',
      },
    );
    expect(refunded.statusCode).toBe(200);
    expect((await paymentRow(server, id)).status).toBe('refunded');
  });

  it('decides two confirmations at once: one 200, the other 409, one timeline row and one e-mail', async () => {
    const { superadmin, finance, customer } = await people();
    const second = await insertedStaffSession(server, 'finance', 'Second Finance');
    const id = await insertPaymentIn(server, customer.user.id, 'funded', { localAmount: LARGE });
    expect((await payout(finance, id)).statusCode).toBe(200);
    const mailBefore = server.test.mail.length;
    const answers = await Promise.all([confirm(superadmin.headers, id), confirm(second.headers, id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await eventRows(server, id)).map((event) => event.status)).toEqual(['payout_recorded', 'sent']);
    expect(server.test.mail.length).toBe(mailBefore + 1);
  });
});
