import { expect } from '@jest/globals';
import { withId } from '@portal/contracts/api';
import { validateWith } from '@portal/contracts/fieldErrors';
import type { TimelineEntry } from '@portal/contracts/paymentJourney';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import {
  SCREENING_MESSAGES,
  SCREENING_PATHS,
  screeningHoldPath,
  screeningHoldsDataSchema,
  screeningStatusDataSchema,
  type ScreeningHold,
} from '@portal/contracts/screening';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { insertedStaffSession } from '../../testing/staffSessions';
import { SANCTIONS_SAMPLE_FILE } from '../screening/testing/sanctionsSample';
import { eventRows, paymentRow } from './testing/journeyTesting';
import {
  adminSession,
  auditRows,
  call,
  customerSession,
  dataOf,
  PAYMENT,
  submit,
  submitted,
  type Session,
} from './testing/paymentTesting';

/** Entry 1128 of the fictional sample is "AL-ZAFRANI, Kadir Mounes": written the other way round, with an accent. */
const LISTED_NAME = 'Kadir Mounes Al Zafrání';
const LISTED = { ...PAYMENT, recipientCompany: LISTED_NAME };

type Detail = { payment: { status: string; reason: string | null; timeline: TimelineEntry[] } };

describe.each(DATABASE_KINDS)('sanctions screening holds a payment (D44) on %s', (kind) => {
  const server = useTestServer(kind, { env: { SANCTIONS_LIST_FILE: SANCTIONS_SAMPLE_FILE } });

  const holds = async (session: Session): Promise<ScreeningHold[]> => {
    const response = await call(server, 'GET', SCREENING_PATHS.adminHolds, session.headers);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(screeningHoldsDataSchema, dataOf<unknown>(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data.holds;
  };
  const clear = (headers: Record<string, string>, id: string, body?: unknown) =>
    call(server, 'POST', screeningHoldPath(SCREENING_PATHS.adminClear, id), headers, body);
  const reject = (headers: Record<string, string>, id: string, body?: unknown) =>
    call(server, 'POST', screeningHoldPath(SCREENING_PATHS.adminReject, id), headers, body);
  const customerView = async (session: Session, id: string) => {
    const response = await call(server, 'GET', withId(PAYMENT_PATHS.payment, id), session.headers);
    expect(response.statusCode).toBe(200);
    return dataOf<Detail>(response).payment;
  };

  it('holds a payment to a listed name (order and accents aside) in the Screening queue with the matched entry and its score', async () => {
    const customer = await customerSession(server);
    const staff = await adminSession(server);
    const response = await submit(server, customer.headers, LISTED);
    expect(response.statusCode).toBe(201);
    const { id } = dataOf<{ payment: { id: string } }>(response).payment;
    expect((await paymentRow(server, id)).status).toBe('screening');

    const [hold, ...others] = await holds(staff);
    expect(others).toEqual([]);
    expect(hold).toMatchObject({
      paymentId: id,
      beneficiaryName: LISTED_NAME,
      beneficiaryCountry: 'DE',
      foreignAmount: '1234.56',
      foreignCurrency: 'USD',
      match: { entryId: '1128', name: 'AL-ZAFRANI, Kadir Mounes', type: 'individual', program: 'FICT-C' },
    });
    expect(hold?.match.score).toBeGreaterThanOrEqual(0.8);

    // The customer's timeline says it is held for a check, and names no list entry.
    const seen = await customerView(customer, id);
    expect(seen.status).toBe('screening');
    expect(seen.timeline.map((entry) => entry.status)).toEqual(['pending', 'screening']);
    expect(seen.timeline[1]).toMatchObject({ note: SCREENING_MESSAGES.heldNote, by: 'VendorBridge' });
    expect(JSON.stringify(seen)).not.toContain('AL-ZAFRANI');

    const status = await call(server, 'GET', SCREENING_PATHS.adminStatus, staff.headers);
    const checked = validateWith(screeningStatusDataSchema, dataOf<unknown>(status));
    expect(checked.ok && checked.data).toMatchObject({
      list: { loaded: true, entries: 130, fileName: 'sanctions-sample.csv' },
      held: 1,
    });
    expect((await auditRows(server)).map((row) => row.action)).toContain('payment.hold-for-screening');
  });

  it('lets an innocent name through to review, untouched', async () => {
    const customer = await customerSession(server);
    const staff = await adminSession(server);
    const id = await submitted(server, customer.headers, {
      ...PAYMENT,
      recipientCompany: 'Hamburger Maschinenbau GmbH',
    });
    expect((await paymentRow(server, id)).status).toBe('pending');
    expect(await holds(staff)).toEqual([]);
  });

  it('clears a held payment: it goes on to review (pending), audited with the reviewer, shown on the timeline', async () => {
    const customer = await customerSession(server);
    const reviewer = await insertedStaffSession(server, 'reviewer', 'Remi Reviewer');
    const id = await submitted(server, customer.headers, LISTED);

    const cleared = await clear(reviewer.headers, id, { note: 'Different date of birth on the invoice' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ message: SCREENING_MESSAGES.cleared });
    expect((await paymentRow(server, id)).status).toBe('pending');
    expect(await holds(reviewer)).toEqual([]);
    expect((await eventRows(server, id)).map((row) => row.status)).toEqual([
      'pending',
      'screening',
      'pending',
    ]);
    const seen = await customerView(customer, id);
    expect(seen.timeline.at(-1)).toMatchObject({ status: 'pending', note: SCREENING_MESSAGES.clearedNote });
    const audit = (await auditRows(server)).find((row) => row.action === 'payment.clear-screening');
    expect(audit).toMatchObject({ actorId: reviewer.user.id });
    expect(JSON.stringify(audit)).toContain('Different date of birth on the invoice');

    // Cleared once, it is not held again, and a second clear is refused.
    const again = await clear(reviewer.headers, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: SCREENING_MESSAGES.notHeld,
      errors: { status: ['pending'] },
    });
  });

  it('rejects a held payment with a reason the customer sees and is e-mailed; final', async () => {
    const customer = await customerSession(server);
    const staff = await adminSession(server);
    const id = await submitted(server, customer.headers, LISTED);
    server.test.mail.length = 0;

    expect((await reject(staff.headers, id, {})).statusCode).toBe(400);
    const reason = 'The beneficiary is on a sanctions list; we cannot pay them.';
    const rejected = await reject(staff.headers, id, { reason });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ message: SCREENING_MESSAGES.rejected });

    const seen = await customerView(customer, id);
    expect(seen).toMatchObject({ status: 'rejected', reason });
    expect(seen.timeline.at(-1)).toMatchObject({ status: 'rejected', note: reason });
    const [mail] = server.test.mail.filter((message) => message.to === customer.user.email);
    expect(mail?.text).toContain(reason);
    expect((await auditRows(server)).map((row) => row.action)).toContain('payment.reject-screening');
    expect((await clear(staff.headers, id)).statusCode).toBe(409);
  });

  it("pages the queue oldest first with the API's cursor, so no hold is out of reach", async () => {
    const customer = await customerSession(server);
    const staff = await adminSession(server);
    const ids = [];
    for (let index = 0; index < 3; index += 1) ids.push(await submitted(server, customer.headers, LISTED));
    const page = async (query: string) => {
      const response = await call(server, 'GET', `${SCREENING_PATHS.adminHolds}${query}`, staff.headers);
      expect(response.statusCode).toBe(200);
      const checked = validateWith(screeningHoldsDataSchema, dataOf<unknown>(response));
      if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
      return checked.data;
    };
    const first = await page('?limit=2');
    expect(first.holds.map((hold) => hold.paymentId)).toEqual(ids.slice(0, 2));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(`?limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.holds.map((hold) => hold.paymentId)).toEqual(ids.slice(2));
    expect(second.nextCursor).toBeNull();

    const forged = await call(server, 'GET', `${SCREENING_PATHS.adminHolds}?cursor=not-ours`, staff.headers);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, errors: { cursor: [expect.any(String)] } });
    const tooMany = await call(server, 'GET', `${SCREENING_PATHS.adminHolds}?limit=-1`, staff.headers);
    expect(tooMany.statusCode).toBe(400);
  });

  it('lets the customer cancel a payment while it is held', async () => {
    const customer = await customerSession(server);
    const id = await submitted(server, customer.headers, LISTED);
    const cancelled = await call(server, 'POST', `/payments/${id}/cancel`, customer.headers, {});
    expect(cancelled.statusCode).toBe(200);
    expect((await paymentRow(server, id)).status).toBe('cancelled');
  });

  it('guards the queue: 401 without a token, 403 for a customer and for finance staff, 404 for no such payment', async () => {
    const customer = await customerSession(server);
    const finance = await insertedStaffSession(server, 'finance', 'Fola Finance');
    const staff = await adminSession(server);
    const id = await submitted(server, customer.headers, LISTED);

    for (const path of [SCREENING_PATHS.adminHolds, SCREENING_PATHS.adminStatus]) {
      expect((await call(server, 'GET', path)).statusCode).toBe(401);
      expect((await call(server, 'GET', path, customer.headers)).statusCode).toBe(403);
    }
    expect((await clear({}, id)).statusCode).toBe(401);
    expect((await reject({}, id, { reason: 'x' })).statusCode).toBe(401);
    expect((await clear(customer.headers, id)).statusCode).toBe(403);
    expect((await reject(customer.headers, id, { reason: 'x' })).statusCode).toBe(403);
    // Finance pays; deciding a sanctions match is the payment reviewers'.
    expect((await clear(finance.headers, id)).statusCode).toBe(403);
    expect((await reject(finance.headers, id, { reason: 'x' })).statusCode).toBe(403);
    expect((await call(server, 'GET', SCREENING_PATHS.adminHolds, finance.headers)).statusCode).toBe(200);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await clear(staff.headers, unknown)).statusCode).toBe(404);
    expect((await reject(staff.headers, unknown, { reason: 'x' })).statusCode).toBe(404);
    expect((await clear(staff.headers, 'not-an-id')).statusCode).toBe(404);
    expect((await paymentRow(server, id)).status).toBe('screening');
  });
});

describe.each(DATABASE_KINDS)('without a sanctions list (D44) on %s', (kind) => {
  const server = useTestServer(kind);

  it('says screening is off and holds nothing', async () => {
    const customer = await customerSession(server);
    const staff = await adminSession(server);
    const status = await call(server, 'GET', SCREENING_PATHS.adminStatus, staff.headers);
    expect(status.statusCode).toBe(200);
    expect(dataOf(status)).toEqual({
      list: { loaded: false, entries: 0, loadedAt: null, fileName: null },
      held: 0,
    });
    const id = await submitted(server, customer.headers, LISTED);
    expect((await paymentRow(server, id)).status).toBe('pending');
  });
});
