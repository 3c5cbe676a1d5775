import type { PaymentState } from '@portal/rules/paymentLifecycle';

/**
 * ONE name for each state (issue 31), the same for the customer and staff wherever a state is
 * shown: badge, status line, confirmation, timeline (whose rows start with it), filters, CSV,
 * receipt. The business's own approval and VendorBridge's review say whose they are, so they
 * never read as twins ("Awaiting approval" beside "Pending"); "sent" is shown as Completed (D29).
 */
export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = {
  awaiting_approval: 'Awaiting team approval',
  screening: 'Screening',
  pending: 'Awaiting VendorBridge review',
  approved: 'Approved',
  funding_reported: 'Payment reported',
  funded: 'Funds received',
  payout_recorded: 'Payout awaiting confirmation',
  sent: 'Completed',
  rejected: 'Rejected',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
};
