import type { AdminPaymentFilter } from '@portal/contracts/paymentRequests';

export const PAYMENT_REQUESTS_PATH = '/admin/payment-requests';
/** The query parameter the payment list reads its filter from, so a queue can be linked to. */
export const PAYMENT_FILTER_PARAM = 'status';

/** The payment list filtered by one state, one work queue or all. */
export const paymentListLink = (filter: AdminPaymentFilter) =>
  `${PAYMENT_REQUESTS_PATH}?${PAYMENT_FILTER_PARAM}=${filter}`;

/** One request's detail: its timeline, funding, confirmation and payout. */
export const paymentDetailLink = (id: string) => `${PAYMENT_REQUESTS_PATH}/${encodeURIComponent(id)}`;
