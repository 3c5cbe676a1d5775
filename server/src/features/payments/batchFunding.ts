import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { formatMoney } from '@portal/rules/money';
import { PAYMENT_BATCH_MESSAGES, sumDecimals } from '@portal/contracts/paymentBatches';
import { JOURNEY_CODES, JOURNEY_MESSAGES } from '@portal/contracts/paymentJourney';
import type { PaymentState } from '@portal/rules/paymentLifecycle';
import { decimalGreaterThan } from '@portal/rules/paymentMoney';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit, recordAudits } from '../../plugins/audit';
import { type UserRow, tables, type PaymentBatchRow } from '../../plugins/database';
import { mailMessage, plainParagraph, stateLine, stateSubject } from '../../plugins/mail';
import { ApiError, notFound } from '../../plugins/http';
import { batchPagePath } from './batchNotices';
import type { PaymentDeps } from './paymentDeps';
import { emitPaymentStates } from './paymentWebhook';

const { paymentBatches, paymentEvents, paymentRequests, users } = tables;

/** The states a payment waits for its naira in (D31): the batch's transfer moves these. */
const AWAITING_FUNDS: PaymentState[] = ['approved', 'funding_reported'];
/** States before funding is asked for: a batch with any of these is not funded yet. */
const BEFORE_FUNDING: PaymentState[] = ['awaiting_approval', 'screening', 'pending'];

const conflict = (message: string, code: string = JOURNEY_CODES.wrongState) =>
  new ApiError(409, message, {
    code: code as typeof JOURNEY_CODES.wrongState,
    errors: { status: [message] },
  });

/**
 * Staff confirm that a batch's one transfer arrived (issue 36): in one transaction every payment
 * of the batch waiting for its naira moves to funded (`UPDATE … WHERE status IN (approved,
 * funding_reported)`: a payment moved meanwhile makes it refuse, 409, nothing written), each with
 * its timeline row, audit entry and webhook event, and the customer gets one e-mail for the
 * batch. Refused while a payment still waits for an approval or staff's review (409), when less
 * than the payments' naira arrived (422 AMOUNT_SHORT), or when nothing waits (409).
 */
export async function confirmBatchFunding(
  deps: PaymentDeps,
  staff: Pick<UserRow, 'id' | 'email'>,
  id: string,
  received: { amountReceived: string; bankReference: string },
): Promise<PaymentBatchRow> {
  const confirmed = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [batch] = await tx.select().from(paymentBatches).where(eq(paymentBatches.id, id)).for('update');
    if (!batch) throw notFound();
    const payments = await tx
      .select({
        id: paymentRequests.id,
        status: paymentRequests.status,
        localAmount: paymentRequests.localAmount,
      })
      .from(paymentRequests)
      .where(eq(paymentRequests.batchId, batch.id))
      .for('update');
    const waiting = payments.filter((payment) => AWAITING_FUNDS.includes(payment.status));
    // Waiting for an approver, screening or staff's review: its transfer is not due yet.
    const undecided = payments.filter((payment) => BEFORE_FUNDING.includes(payment.status));
    if (undecided.length > 0) throw conflict(PAYMENT_BATCH_MESSAGES.notAllApproved);
    if (waiting.length === 0) throw conflict(PAYMENT_BATCH_MESSAGES.nothingToFund);
    const due = sumDecimals(waiting.map((payment) => payment.localAmount));
    if (decimalGreaterThan(due, received.amountReceived)) {
      throw new ApiError(422, JOURNEY_MESSAGES.amountShort, {
        code: JOURNEY_CODES.amountShort,
        errors: { amountReceived: [JOURNEY_MESSAGES.amountShort] },
      });
    }
    const before = new Map(waiting.map((payment) => [payment.id, payment.status]));
    const moved = await tx
      .update(paymentRequests)
      .set({
        status: 'funded',
        statusChangedAt: now,
        fundingConfirmedAt: now,
        fundingConfirmedBy: staff.id,
        // Each payment's share of the one transfer is its own naira; the surplus is the batch's note.
        amountReceived: paymentRequests.localAmount,
        fundingBankReference: received.bankReference,
      })
      .where(
        and(
          eq(paymentRequests.batchId, batch.id),
          inArray(paymentRequests.id, [...before.keys()]),
          inArray(paymentRequests.status, AWAITING_FUNDS),
        ),
      )
      .returning();
    if (moved.length !== waiting.length) throw conflict(PAYMENT_BATCH_MESSAGES.notAllApproved);
    const note = `Received with bulk payment ${batch.reference}: ${formatMoney(received.amountReceived, LOCAL_CURRENCY)}, bank reference ${received.bankReference}`;
    await tx
      .insert(paymentEvents)
      .values(
        moved.map((row) => ({ paymentId: row.id, status: row.status, at: now, actorId: staff.id, note })),
      );
    await recordAudits(
      tx,
      moved.map((row) => ({
        actor: staff,
        action: 'payment.confirm-funding',
        subjectType: 'payment_request',
        subjectId: row.id,
        subjectUserId: row.userId,
        before: { status: before.get(row.id) },
        after: {
          status: row.status,
          batch: batch.reference,
          amountDue: row.localAmount,
          bankReference: received.bankReference,
        },
        reason: note,
        summary: `Payment request ${row.reference}: funds confirmed with bulk payment ${batch.reference} by ${staff.email}`,
      })),
    );
    await emitPaymentStates(tx, batch.businessId, moved, now);
    const [updated] = await tx
      .update(paymentBatches)
      .set({ status: 'funded', fundingConfirmedAt: now, fundingConfirmedBy: staff.id })
      .where(eq(paymentBatches.id, batch.id))
      .returning();
    if (!updated) throw notFound();
    await recordAudit(tx, {
      actor: staff,
      action: 'payment-batch.confirm-funding',
      subjectType: 'payment_batch',
      subjectId: batch.id,
      subjectUserId: batch.businessId,
      before: { status: batch.status },
      after: {
        status: 'funded',
        amountReceived: received.amountReceived,
        amountDue: due,
        payments: moved.length,
        bankReference: received.bankReference,
      },
      summary: `Bulk payment ${batch.reference}: ${formatMoney(received.amountReceived, LOCAL_CURRENCY)} received for ${moved.length} payments (${formatMoney(due, LOCAL_CURRENCY)} due), confirmed by ${staff.email}`,
    });
    const [maker] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, batch.createdBy));
    if (maker) {
      await deps.mailer.enqueue(
        tx,
        mailMessage(
          maker.email,
          stateSubject('funded', `your naira for bulk payment ${batch.reference} arrived`),
          maker.name,
          [
            plainParagraph(
              `We received ${formatMoney(received.amountReceived, LOCAL_CURRENCY)} for bulk payment ${batch.reference}; its ${moved.length} approved payments are funded and will be paid out to the vendors.`,
            ),
            stateLine('funded'),
            plainParagraph(`Follow them here: ${deps.publicUrl}${batchPagePath(batch.id)}`),
          ],
        ),
      );
    }
    return updated;
  });
  await deps.mailer.afterCommit();
  return confirmed;
}
