import { expect } from '@jest/globals';
import { DATA_PATHS, withId } from '@portal/contracts/api';
import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { activityListDataSchema, dashboardDataSchema } from '@portal/contracts/review';
import * as z from 'zod/mini';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, registerAccount, useTestServer } from '../../testing';
import {
  adminSession,
  customerSession,
  getJson,
  insertDocument,
  postJson,
} from '../decisions/testing/reviewTesting';

describe.each(DATABASE_KINDS)('the admin dashboard on %s', (kind) => {
  const server = useTestServer(kind);
  // The rate table is not emptied between tests: its placeholders are put back.
  afterEach(async () => {
    await server.database.db.update(tables.exchangeRates).set({ setAt: null });
  });

  const stats = async (headers: Record<string, string>) => {
    const response = await getJson(server, DATA_PATHS.adminDashboard, headers);
    expect(response.statusCode).toBe(200);
    return z.parse(dashboardDataSchema, response.json<{ data: unknown }>().data).stats;
  };
  const activity = async (headers: Record<string, string>, query = '') => {
    const response = await getJson(server, `${DATA_PATHS.adminActivity}${query}`, headers);
    expect(response.statusCode).toBe(200);
    return z.parse(activityListDataSchema, response.json<{ data: unknown }>().data).activity;
  };

  /** No payment in any queue; every naira rate still the seeded placeholder (D30). */
  const NO_PAYMENT_WORK = {
    paymentQueues: { toReview: 0, awaitingFunds: 0, fundsToConfirm: 0, toPayOut: 0, payoutsToConfirm: 0 },
    staleRates: PAYMENT_CURRENCIES.map((currency) => ({ currency, setAt: null })),
  };

  it('counts nothing on an empty portal (no sample numbers)', async () => {
    const admin = await adminSession(server);
    expect(await stats(admin.headers)).toEqual({
      pendingRegistrations: 0,
      documentApprovals: 0,
      paymentRequests: 0,
      totalUsers: 0,
      ...NO_PAYMENT_WORK,
    });
    expect(await activity(admin.headers)).toEqual([]);
  });

  it('counts what is really pending, and follows decisions', async () => {
    const admin = await adminSession(server);
    const first = await customerSession(server);
    const second = await customerSession(server);
    await customerSession(server);
    await registerAccount(server.test);
    await insertDocument(server, first.user.id, 'bvn');
    await insertDocument(server, first.user.id, 'cac');
    await insertDocument(server, second.user.id, 'bvn', { status: 'approved' });
    await insertDocument(server, second.user.id, 'tin', { status: 'pending', superseded: true });

    expect(await stats(admin.headers)).toEqual({
      // Only a submitted registration (profile and five documents in) waits for a decision (fixa):
      // none here; registrationSubmitted.test.ts counts one that is.
      pendingRegistrations: 0,
      documentApprovals: 1,
      paymentRequests: 0,
      totalUsers: 4,
      ...NO_PAYMENT_WORK,
    });

    // A registration is approved once its five documents are (issue 31): the set first.
    await postJson(server, withId(DATA_PATHS.adminDocumentsApprove, first.user.id), admin.headers, {});
    for (const type of ['proofOfAddress', 'tin', 'directorInfo'] as const) {
      await insertDocument(server, first.user.id, type, { status: 'approved' });
    }
    await postJson(server, withId(DATA_PATHS.adminRegistrationApprove, first.user.id), admin.headers, {});
    expect(await stats(admin.headers)).toMatchObject({ pendingRegistrations: 0, documentApprovals: 0 });
  });

  it('shows the audit record newest first, with kind, actor and reason, uploads included, each said once', async () => {
    const admin = await adminSession(server);
    const customer = await customerSession(server, { name: 'Ngozi Obi' });
    await recordAudit(server.database.db, {
      actor: { id: customer.user.id, email: customer.user.email },
      action: 'documents.upload',
      subjectType: 'documents',
      subjectId: customer.user.id,
      subjectUserId: customer.user.id,
      summary: 'Ngozi Obi uploaded verification documents',
    });
    server.test.clock.advance(1_000);
    await recordAudit(server.database.db, {
      actor: { id: customer.user.id, email: customer.user.email },
      action: 'payment.submit',
      subjectType: 'payment',
      subjectId: 'PAY-1001',
      subjectUserId: customer.user.id,
      summary: `Payment request PAY-1001 submitted by ${customer.user.email}: €100.00 to Lyon Textiles SARL`,
    });
    await recordAudit(server.database.db, {
      actor: null,
      action: 'system.sweep',
      subjectType: 'mail',
      subjectId: '-',
      summary: 'not an activity the dashboard shows',
    });
    server.test.clock.advance(1_000);
    await postJson(server, withId(DATA_PATHS.adminRegistrationReject, customer.user.id), admin.headers, {
      reason: 'Company not registered',
    });

    const entries = await activity(admin.headers);
    expect(entries).toEqual([
      {
        id: expect.any(String),
        kind: 'registration',
        action: 'registration.reject',
        // The reason on its own line, the person in the "by" part: neither twice (issue 31).
        description: 'Registration of Ngozi Obi rejected',
        actor: 'Administrator',
        reason: 'Company not registered',
        occurredAt: expect.any(String),
      },
      expect.objectContaining({
        kind: 'payment',
        description: 'Payment request PAY-1001 submitted: €100.00 to Lyon Textiles SARL',
        actor: 'Ngozi Obi',
      }),
      expect.objectContaining({
        kind: 'documents',
        action: 'documents.upload',
        description: 'Ngozi Obi uploaded verification documents',
        actor: 'Ngozi Obi',
        reason: null,
      }),
    ]);
  });

  it('bounds the list: 10 by default, the limit asked for, at most 100', async () => {
    const admin = await adminSession(server);
    for (let index = 0; index < 105; index += 1) {
      await recordAudit(server.database.db, {
        actor: null,
        action: 'settings.receiving-account',
        subjectType: 'settings',
        subjectId: 'receiving-account',
        summary: `Change ${index}`,
      });
    }
    const defaults = await activity(admin.headers);
    expect(defaults).toHaveLength(10);
    expect(defaults[0]).toMatchObject({ kind: 'settings', description: 'Change 104' });
    expect(await activity(admin.headers, '?limit=3')).toHaveLength(3);
    expect(await activity(admin.headers, '?limit=999')).toHaveLength(100);
    expect(await activity(admin.headers, '?limit=0')).toHaveLength(1);
  });

  it.each(['?limit=abc', '?limit=-1', '?limit=1000', '?limit=1.5'])('refuses %s with 400', async (query) => {
    const admin = await adminSession(server);
    const response = await getJson(server, `${DATA_PATHS.adminActivity}${query}`, admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: ERROR_CODES.validation });
  });

  it("counts staff's payment queues and names the naira rates that are placeholders or older than 24 hours", async () => {
    const admin = await adminSession(server);
    const customer = await customerSession(server);
    const now = server.test.clock.now();
    const inState = (status: 'pending' | 'approved' | 'funding_reported' | 'funded' | 'sent') =>
      server.database.db.insert(tables.paymentRequests).values({
        userId: customer.user.id,
        recipientCompany: 'Acme',
        recipientBank: 'Bank',
        swiftCode: 'DEUTDEFF',
        accountNumber: 'DE89370400440532013000',
        foreignAmount: '1',
        foreignCurrency: 'USD',
        exchangeRate: '1',
        localAmount: '1',
        status,
        fundingDeadline: new Date(now.getTime() + 3_600_000),
      });
    for (const status of ['pending', 'pending', 'approved', 'funding_reported', 'funded', 'sent'] as const) {
      await inState(status);
    }
    await server.database.db
      .update(tables.exchangeRates)
      .set({ setAt: now })
      .where(and(eq(tables.exchangeRates.base, 'USD'), eq(tables.exchangeRates.quote, 'NGN')));
    await server.database.db
      .update(tables.exchangeRates)
      .set({ setAt: new Date(now.getTime() - 25 * 3_600_000) })
      .where(and(eq(tables.exchangeRates.base, 'EUR'), eq(tables.exchangeRates.quote, 'NGN')));
    const counted = await stats(admin.headers);
    expect(counted.paymentQueues).toEqual({
      toReview: 2,
      awaitingFunds: 1,
      fundsToConfirm: 1,
      toPayOut: 1,
      payoutsToConfirm: 0,
    });
    expect(counted.paymentRequests).toBe(2);
    expect(counted.staleRates.map((rate) => [rate.currency, rate.setAt === null])).toEqual([
      ['EUR', false],
      ['GBP', true],
      ['JPY', true],
      ['CAD', true],
    ]);
  });
});
