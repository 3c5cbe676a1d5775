/** Where the customer area shows things about payments. */
export const PAYMENT_SUBMISSION_PATH = '/dashboard/payments';
export const TRANSACTION_HISTORY_PATH = '/dashboard/transactions';

/** A payment request's own page. */
export const paymentPagePath = (id: string) => `${PAYMENT_SUBMISSION_PATH}/${encodeURIComponent(id)}`;

/** The Team page: members, invitations and the approval policy. */
export const TEAM_PATH = '/dashboard/team';
