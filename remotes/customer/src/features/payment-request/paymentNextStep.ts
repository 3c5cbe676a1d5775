import { PAYMENT_STATE_GROUPS, type PaymentState } from '@portal/rules/paymentLifecycle';

/** A state something still happens after: the request is neither paid nor closed. */
export type PaymentStateInProgress = (typeof PAYMENT_STATE_GROUPS.inProgress)[number];

/**
 * The timeline's last row while a request is under way: what happens next and who acts
 * (shots7: PAY-1028, waiting for the team's approver, had none while PAY-1027 had one).
 * Paid and closed requests have no next step.
 */
export const PAYMENT_NEXT_STEPS: Readonly<Record<PaymentStateInProgress, string>> = {
  awaiting_approval: 'Next: an approver in your team approves or declines it',
  screening: "Next: VendorBridge checks the beneficiary's name, then reviews it",
  pending: 'Next: VendorBridge approves or rejects it',
  approved: 'Next: you send the naira amount and report your payment here',
  funding_reported: 'Next: VendorBridge confirms that your naira arrived',
  funded: 'Next: VendorBridge pays your vendor',
  payout_recorded: 'Next: VendorBridge confirms the payout to your vendor',
};

const isInProgress = (state: PaymentState): state is PaymentStateInProgress =>
  (PAYMENT_STATE_GROUPS.inProgress as readonly PaymentState[]).includes(state);

/** The next step's row for this state, or null once the request is paid or closed. */
export const paymentNextStep = (state: PaymentState): string | null =>
  isInProgress(state) ? PAYMENT_NEXT_STEPS[state] : null;
