import { paymentEventType } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../plugins/database';
import { users, type PaymentRequestRow } from '../../plugins/database/schema';
import { emitWebhookEvent } from '../webhooks';
import { toCustomerPayment } from './customerPayment';

/**
 * The business's software hears of every state a request reaches (issue 36, D46): written in
 * the move's own transaction (submit, every lifecycle move, the expiry job), the request as the
 * customer's API answers it, with its state and the time of the move. The payout waiting for a
 * second member of staff is staff's own step and is not told (the customer sees it as funded).
 */
export async function emitPaymentState(tx: Db, row: PaymentRequestRow, at: Date): Promise<void> {
  const type = paymentEventType(row.status);
  if (!type) return;
  await emitWebhookEvent(tx, {
    businessId: row.userId,
    type,
    occurredAt: at,
    state: row.status,
    resource: async () => {
      const [maker] = row.createdBy
        ? await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, row.createdBy))
        : [];
      return { payment: toCustomerPayment(row, maker ?? null) };
    },
  });
}
