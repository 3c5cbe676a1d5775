import type { PaymentState } from '@portal/rules/paymentLifecycle';

/** What the state means for the customer: the one next step, in a sentence. */
export const PAYMENT_STATE_HINTS: Readonly<Record<PaymentState, string>> = {
  awaiting_approval: 'An approver in your team must approve it before it goes to VendorBridge.',
  screening:
    "Held for a compliance check of the beneficiary's name. We will let you know when it goes on to review.",
  pending: 'VendorBridge is reviewing it; once approved you will be asked to send the naira.',
  approved: 'Approved: send the naira amount with the payment reference before the deadline.',
  funding_reported: 'You reported your payment; we are confirming that it arrived.',
  funded: 'Your naira arrived; we are paying your vendor.',
  payout_recorded: 'Your naira arrived; we are paying your vendor.',
  sent: 'Paid to your vendor. Your receipt is ready.',
  rejected: 'Rejected by VendorBridge: see the reason.',
  declined: 'Declined by an approver in your team: see the reason. Nothing will be paid.',
  cancelled: 'Cancelled: nothing will be paid.',
  expired: 'Expired: the funds did not arrive before the deadline. Request a new quote to pay.',
  refunded:
    "Refunded: the payout could not be made or the vendor's bank returned it; your naira is being returned.",
};
