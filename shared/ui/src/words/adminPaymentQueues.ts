import type { AdminPaymentQueue } from '@portal/rules/paymentLifecycle';

/** The name of each of staff's work queues (admin dashboard). */
export const ADMIN_PAYMENT_QUEUE_LABELS: Readonly<Record<AdminPaymentQueue, string>> = {
  toReview: 'To review',
  awaitingFunds: 'Awaiting funds',
  fundsToConfirm: 'Funds to confirm',
  toPayOut: 'To pay out',
  payoutsToConfirm: 'Payouts to confirm',
};
