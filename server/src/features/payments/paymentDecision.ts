import { ERROR_CODES, REVIEW_MESSAGES, type AdminPaymentRow, type DecisionAction } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import type { UserRow } from '../../plugins/database';
import { paymentRequests, users } from '../../plugins/database/schema';
import { ApiError, notFound } from '../../plugins/http';
import { listAdminPayments } from './adminPaymentRows';
import { moneyOf } from './customerPayment';
import type { PaymentDeps } from './paymentDeps';
import { paymentDecisionEmail, type PaymentOutcome } from './paymentEmails';

const alreadyDecided = () =>
  new ApiError(409, REVIEW_MESSAGES.alreadyDecided, { code: ERROR_CODES.alreadyDecided });

/**
 * Approves or rejects a pending payment request, once (a decision is final; a second one answers
 * 409). The conditional update decides a race between two admins: only the one whose update still
 * finds the request pending changes it, writes the audit entry and queues the customer's e-mail,
 * all in one transaction; the other is told it was already decided (409), and a request that does
 * not exist is 404.
 */
export async function decidePayment(
  deps: PaymentDeps,
  admin: Pick<UserRow, 'id' | 'email'>,
  id: string,
  outcome: PaymentOutcome,
  note: string | null,
): Promise<AdminPaymentRow> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [decided] = await tx
      .update(paymentRequests)
      .set({
        status: outcome.status,
        reason: outcome.status === 'rejected' ? outcome.reason : null,
        decidedAt: now,
        decidedBy: admin.id,
      })
      .where(and(eq(paymentRequests.id, id), eq(paymentRequests.status, 'pending')))
      .returning();
    if (!decided) {
      const [exists] = await tx
        .select({ id: paymentRequests.id })
        .from(paymentRequests)
        .where(eq(paymentRequests.id, id));
      throw exists ? alreadyDecided() : notFound();
    }
    const [customer] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, decided.userId));
    if (!customer) throw notFound();
    const money = moneyOf(decided);
    const action: DecisionAction = outcome.status === 'approved' ? 'approve' : 'reject';
    await recordAudit(tx, {
      actor: admin,
      action: `payment.${action}`,
      subjectType: 'payment_request',
      subjectId: decided.id,
      subjectUserId: decided.userId,
      before: { status: 'pending' },
      after: { status: decided.status, reason: decided.reason },
      reason: note,
      summary:
        `Payment request ${decided.reference} of ${customer.name} (${money.foreignCurrency} ${money.foreignAmount}) ` +
        (outcome.status === 'approved' ? 'approved' : `rejected: ${outcome.reason}`),
    });
    await deps.mailer.enqueue(
      tx,
      paymentDecisionEmail(
        customer.email,
        customer.name,
        { reference: decided.reference, recipientCompany: decided.recipientCompany, ...money },
        outcome,
      ),
    );
  });
  await deps.mailer.afterCommit();

  const { payments } = await listAdminPayments(deps.db, { status: 'all', cursor: null, limit: 1, id });
  const [row] = payments;
  if (!row) throw notFound();
  return row;
}
