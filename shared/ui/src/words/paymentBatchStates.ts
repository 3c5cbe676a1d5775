import type { PaymentBatchState } from '@portal/contracts/paymentBatches';

/** The name of each batch state, on the customer's batch screens. */
export const PAYMENT_BATCH_STATE_LABELS: Record<PaymentBatchState, string> = {
  // The words of the payment states it holds (issue 31): a batch waits for the same approver.
  awaiting_approval: 'Awaiting team approval',
  submitted: 'Submitted',
  funded: 'Funded',
};
