import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { formatMoney } from '@portal/rules/money';
import { JOURNEY_CODES, JOURNEY_MESSAGES } from '@portal/contracts/paymentJourney';
import {
  canMove,
  movableFrom,
  nextState,
  type PaymentActor,
  type PaymentMove,
  type PaymentState,
  PLATFORM_PAYMENT_STATES,
} from '@portal/rules/paymentLifecycle';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import { REVIEW_MESSAGES } from '@portal/contracts/review';
import { SCREENING_MESSAGES } from '@portal/contracts/screening';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { type Db, type UserRow, tables, type PaymentRequestRow } from '../../plugins/database';
import { ApiError, notFound } from '../../plugins/http';
import { moneyOf } from './customerPayment';
import { customerHearsOf, journeyEmail } from './journeyEmails';
import type { PaymentDeps } from './paymentDeps';
import { recordPaymentEvent } from './paymentEvents';
import { recordPaymentSent } from '../receipt-verification';
import { emitPaymentState } from './paymentWebhook';

const { paymentRequests, users } = tables;

/** Who makes a move: the request's customer, a staff member, or the system (no account). */
export interface MoveActor {
  kind: PaymentActor;
  account: Pick<UserRow, 'id' | 'email'> | null;
  /** A customer's business (D34): they move its requests only. */
  business?: string;
}

/** Columns a move writes: values, or SQL decided on the locked row (e.g. a payout time, D47). */
type PaymentColumns = {
  [Column in keyof typeof paymentRequests.$inferInsert]?: (typeof paymentRequests.$inferInsert)[Column] | SQL;
};

export interface MoveRequest {
  id: string;
  move: PaymentMove;
  actor: MoveActor;
  /** The columns the move sets beside the state (computed at `now`). */
  set?: (now: Date) => PaymentColumns;
  /** A further condition of the update (e.g. enough naira received). */
  condition?: SQL;
  /**
   * When the state allowed the move but `condition` did not hold: the refusal to answer
   * (e.g. 422 AMOUNT_SHORT). Nothing is written.
   */
  conditionRefusal?: ApiError;
  /**
   * The timeline's note and the audit's reason (a reason, a bank reference). A function when
   * it names what the moved row holds (read in the move's transaction, from the locked row).
   */
  note?: string | null | ((moved: PaymentRequestRow, tx: Db) => Promise<string>);
  /** What the audit's `after` adds beside the state. */
  auditAfter?: (row: PaymentRequestRow) => Record<string, unknown>;
  /** What the customer's e-mail says beside the move. */
  email?: { reason?: string | null; amountReceived?: string | null };
  /**
   * What else the move writes in its transaction once recorded (e.g. a screening hold, D44, or
   * its outcome); it answers the row as it then is.
   */
  alsoWrite?: (tx: Db, moved: PaymentRequestRow, now: Date) => Promise<PaymentRequestRow>;
}

/**
 * The refusal of a move the request's state does not allow (D29): 409 with the current
 * state in `errors.status`. Approve and reject keep the review's "already decided" code.
 */
export function wrongState(move: PaymentMove, current: PaymentState): ApiError {
  const decision = move === 'approve' || move === 'reject';
  // A screening decision on a request no longer held says so in its own words (D44).
  if (move === 'clearScreening' || move === 'rejectScreening')
    return new ApiError(409, SCREENING_MESSAGES.notHeld, {
      code: JOURNEY_CODES.wrongState,
      errors: { status: [current] },
    });
  return new ApiError(
    409,
    decision
      ? REVIEW_MESSAGES.alreadyDecided
      : `${JOURNEY_MESSAGES.wrongState} (${PAYMENT_STATE_LABELS[current]}).`,
    {
      code: decision ? ERROR_CODES.alreadyDecided : JOURNEY_CODES.wrongState,
      errors: { status: [current] },
    },
  );
}

/** The audit's action name of a move, e.g. payment.confirm-funding. */
export const moveAction = (move: PaymentMove) =>
  `payment.${move.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * What every move writes beside the state, in its transaction: the timeline row, the
 * audit entry (who, before, after, reason) and the customer's e-mail in the outbox.
 */
export async function recordMove(
  tx: Db,
  deps: Pick<PaymentDeps, 'mailer' | 'publicUrl'>,
  moved: PaymentRequestRow,
  change: {
    move: PaymentMove;
    before: PaymentState;
    actor: MoveActor;
    at: Date;
    note?: string | null;
    auditAfter?: Record<string, unknown>;
    email?: { reason?: string | null; amountReceived?: string | null };
  },
): Promise<void> {
  const { move, before, actor, at, note } = change;
  await recordPaymentEvent(tx, {
    paymentId: moved.id,
    status: moved.status,
    at,
    actorId: actor.account?.id ?? null,
    note: note ?? null,
  });
  await emitPaymentState(tx, moved, at);
  // The news goes to the member who made the request (its business's founder for older ones).
  const [customer] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, moved.createdBy ?? moved.userId));
  if (!customer) throw notFound();
  const money = moneyOf(moved);
  await recordAudit(tx, {
    actor: actor.account,
    action: moveAction(move),
    subjectType: 'payment_request',
    subjectId: moved.id,
    subjectUserId: moved.userId,
    before: { status: before },
    after: { status: moved.status, ...change.auditAfter },
    reason: note ?? null,
    summary:
      `Payment request ${moved.reference} of ${customer.name} (${formatMoney(money.foreignAmount, money.foreignCurrency)}): ` +
      `${PAYMENT_STATE_LABELS[before]} → ${PAYMENT_STATE_LABELS[moved.status]}` +
      (actor.kind === 'system' ? ' (by the system)' : ''),
  });
  // D42: a sent payment's receipt gets its verification code, and the vendor hears of it.
  if (moved.status === 'sent') await recordPaymentSent(tx, deps, moved);
  if (!customerHearsOf(move)) return;
  await deps.mailer.enqueue(
    tx,
    journeyEmail(
      customer.email,
      customer.name,
      {
        id: moved.id,
        reference: moved.reference,
        recipientCompany: moved.recipientCompany,
        fundingReference: moved.fundingReference,
        fundingDeadline: moved.fundingDeadline,
        ...money,
      },
      move,
      { publicUrl: deps.publicUrl, ...change.email },
    ),
  );
}

/**
 * One move of the lifecycle as one transaction (D29). The conditional update decides a
 * race: it changes the request only while its state is one the move may start from (for
 * this actor; a customer's own requests only). When it changes nothing the current state
 * is read: another customer's or no request is 404, a state that does not allow the move
 * 409 with that state, and nothing is written.
 */
export async function movePayment(deps: PaymentDeps, request: MoveRequest): Promise<PaymentRequestRow> {
  const { id, move, actor } = request;
  const now = deps.now();
  const from = movableFrom(move, actor.kind);
  if (actor.kind === 'customer' && !actor.business) throw new Error('a customer move names no business');
  const ownOnly = actor.kind === 'customer' ? (actor.business ?? null) : null;
  const moved = await deps.db.transaction(async (tx) => {
    const scope = [eq(paymentRequests.id, id)];
    if (ownOnly) scope.push(eq(paymentRequests.userId, ownOnly));
    // Staff act only on what the business handed to the platform: another state is 404 to them.
    if (actor.kind === 'admin') scope.push(inArray(paymentRequests.status, [...PLATFORM_PAYMENT_STATES]));
    // The state before, locked: the audit says what it was.
    const [current] = await tx
      .select({ status: paymentRequests.status })
      .from(paymentRequests)
      .where(and(...scope))
      .for('update');
    if (!current) throw notFound();
    const conditions = [...scope];
    conditions.push(inArray(paymentRequests.status, [...from]));
    if (request.condition) conditions.push(request.condition);
    const [row] = await tx
      .update(paymentRequests)
      .set({ ...request.set?.(now), status: nextState(move), statusChangedAt: now })
      .where(and(...conditions))
      .returning();
    if (!row) {
      if (canMove(current.status, move, actor.kind) && request.conditionRefusal)
        throw request.conditionRefusal;
      throw wrongState(move, current.status);
    }
    await recordMove(tx, deps, row, {
      move,
      before: current.status,
      actor,
      at: now,
      note: typeof request.note === 'function' ? await request.note(row, tx) : request.note,
      auditAfter: request.auditAfter?.(row),
      email: request.email,
    });
    return request.alsoWrite ? request.alsoWrite(tx, row, now) : row;
  });
  await deps.mailer.afterCommit();
  return moved;
}
