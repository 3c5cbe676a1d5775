import { JOURNEY_PATHS, journeyPath } from '@portal/contracts/paymentJourney';
import type { PaymentState } from '@portal/rules/paymentLifecycle';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { tables } from '../../../plugins/database';
import type { ServerUnderTest } from '../../../plugins/http/testing/appUnderTest';
import type { Headers } from '../../../plugins/http/testing/requests';
import { newFundingReference } from '../paymentDecision';
import { call } from '../../../plugins/http/testing/requests';

/** Shared by the journey's tests (not a test itself). */

/** The states a request has passed a step in (a fixture's facts, not the machine's rules). */
const REPORTED: readonly PaymentState[] = [
  'funding_reported',
  'funded',
  'payout_recorded',
  'sent',
  'refunded',
];
const FUNDED: readonly PaymentState[] = ['funded', 'payout_recorded', 'sent', 'refunded'];
const PAID_OUT: readonly PaymentState[] = ['payout_recorded', 'sent'];

/**
 * A request put straight into `state` with what that state implies (a funding reference
 * and deadline once approved, a report, a confirmation, a payout), as if its moves had
 * happened: the matrix starts every move from every state without walking there.
 */
export async function insertPaymentIn(
  server: ServerUnderTest,
  userId: string,
  state: PaymentState,
  options: { deadline?: Date; localAmount?: string; payoutRecordedBy?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const now = server.test.clock.now();
  const reported = REPORTED.includes(state);
  const funded = FUNDED.includes(state);
  const paidOut = PAID_OUT.includes(state);
  const approved = state !== 'pending' && state !== 'rejected';
  await server.database.db.insert(tables.paymentRequests).values({
    id,
    userId,
    recipientCompany: 'Acme GmbH',
    recipientBank: 'Deutsche Bank',
    swiftCode: 'DEUTDEFF',
    accountNumber: 'DE89370400440532013000',
    foreignAmount: '100.00',
    foreignCurrency: 'USD',
    exchangeRate: '410.5',
    localAmount: options.localAmount ?? '41050.00',
    status: state,
    decidedAt: state === 'pending' ? null : now,
    approvedAt: approved ? now : null,
    fundingReference: approved ? newFundingReference() : null,
    fundingDeadline: approved ? (options.deadline ?? new Date(now.getTime() + 3_600_000)) : null,
    fundingReportedAt: reported ? now : null,
    fundingReportReference: reported ? 'FBN-1' : null,
    fundingConfirmedAt: funded ? now : null,
    amountReceived: funded ? '41050.00' : null,
    fundingBankReference: funded ? 'FBN-1' : null,
    paidAt: paidOut ? now : null,
    payoutReference: paidOut ? 'UETR-1' : null,
    payoutRecordedBy: paidOut ? (options.payoutRecordedBy ?? null) : null,
    payoutRecordedAt: paidOut ? now : null,
    createdAt: now,
    statusChangedAt: now,
  });
  return id;
}

/** The request's row. */
export async function paymentRow(server: ServerUnderTest, id: string) {
  const [row] = await server.database.db
    .select()
    .from(tables.paymentRequests)
    .where(eq(tables.paymentRequests.id, id));
  if (!row) throw new Error(`no payment request ${id}`);
  return row;
}

/** The request's timeline rows, oldest first. */
export const eventRows = (server: ServerUnderTest, id: string) =>
  server.database.db
    .select()
    .from(tables.paymentEvents)
    .where(eq(tables.paymentEvents.paymentId, id))
    .orderBy(asc(tables.paymentEvents.id));

/** Every route-made move: its path and a body that the move accepts. */
export const ROUTE_MOVES = {
  approve: { path: PAYMENT_PATHS.adminPaymentApprove, actor: 'admin', body: undefined },
  reject: { path: PAYMENT_PATHS.adminPaymentReject, actor: 'admin', body: { reason: 'Wrong bank' } },
  reportFunding: { path: JOURNEY_PATHS.paymentFunding, actor: 'customer', body: { reference: 'FBN-2' } },
  confirmFunding: {
    path: JOURNEY_PATHS.adminFundingConfirm,
    actor: 'admin',
    body: { amountReceived: '41050.00', bankReference: 'FBN-2' },
  },
  payout: {
    path: JOURNEY_PATHS.adminPayout,
    actor: 'admin',
    body: { paidAt: '2020-01-01', reference: 'UETR-2' },
  },
  confirmPayout: { path: JOURNEY_PATHS.adminPayoutConfirm, actor: 'admin', body: undefined },
  refund: { path: JOURNEY_PATHS.adminRefund, actor: 'admin', body: { reason: 'Payout bounced' } },
  customerCancel: { path: JOURNEY_PATHS.paymentCancel, actor: 'customer', body: { reason: 'Ordered twice' } },
  adminCancel: { path: JOURNEY_PATHS.adminCancel, actor: 'admin', body: { reason: 'Duplicate' } },
} as const;
export type RouteMove = keyof typeof ROUTE_MOVES;

/**
 * Makes a route move on request `id` as `headers`. A payout is recorded as paid at the server's
 * now (D47: a date and time, never before the funds were confirmed, never in the future).
 */
export const makeMove = (server: ServerUnderTest, move: RouteMove, id: string, headers: Headers) => {
  const { path, body } = ROUTE_MOVES[move];
  const sent = move === 'payout' ? { ...body, paidAt: server.test.clock.now().toISOString() } : body;
  return call(server, 'POST', journeyPath(path, id), headers, sent);
};
