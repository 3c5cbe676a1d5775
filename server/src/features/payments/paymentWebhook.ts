import { paymentEventType } from '@portal/contracts/webhooks';
import { eq, inArray } from 'drizzle-orm';
import { type Db, tables, type PaymentRequestRow } from '../../plugins/database';
import { emitWebhookEvent, emitWebhookEvents } from '../webhooks';
import { toCustomerPayment } from './customerPayment';

const { users } = tables;

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

/**
 * The states several requests of one business reached in one move (a bulk payment's creation,
 * issue 36): each told as `emitPaymentState` tells it, the endpoints and the makers read once.
 */
export async function emitPaymentStates(
  tx: Db,
  businessId: string,
  rows: readonly PaymentRequestRow[],
  at: Date,
): Promise<void> {
  const makerIds = [...new Set(rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])))];
  let makers: { id: string; name: string }[] | null = null;
  const makerOf = async (id: string | null) => {
    makers ??= makerIds.length
      ? await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, makerIds))
      : [];
    return makers.find((maker) => maker.id === id) ?? null;
  };
  await emitWebhookEvents(
    tx,
    businessId,
    rows.flatMap((row) => {
      const type = paymentEventType(row.status);
      if (!type) return [];
      return [
        {
          type,
          occurredAt: at,
          state: row.status,
          resource: async () => ({ payment: toCustomerPayment(row, await makerOf(row.createdBy)) }),
        },
      ];
    }),
  );
}
