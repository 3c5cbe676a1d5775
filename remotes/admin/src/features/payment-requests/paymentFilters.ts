import { ADMIN_PAYMENT_QUEUE_LABELS } from '@portal/ui/words/adminPaymentQueues';
import {
  ADMIN_PAYMENT_QUEUES,
  PLATFORM_PAYMENT_STATES,
  type AdminPaymentQueue,
  type PaymentState,
} from '@portal/rules/paymentLifecycle';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import { ADMIN_PAYMENT_FILTERS, type AdminPaymentFilter } from '@portal/contracts/paymentRequests';
import type { FilterOption } from '../review';

/** The payment list's query: one state, one work queue or all (the server has no payment search). */
export interface PaymentQuery {
  status: AdminPaymentFilter;
  search: string;
}

/** The list opens on what waits for review, as it always has. */
export const DEFAULT_PAYMENT_QUERY: PaymentQuery = { status: 'pending', search: '' };

const QUEUES = Object.keys(ADMIN_PAYMENT_QUEUES) as AdminPaymentQueue[];

export const isAdminPaymentFilter = (value: unknown): value is AdminPaymentFilter =>
  (ADMIN_PAYMENT_FILTERS as readonly unknown[]).includes(value);

const isQueue = (filter: AdminPaymentFilter): filter is AdminPaymentQueue =>
  (QUEUES as readonly string[]).includes(filter);

/**
 * What each state means for staff, with the work queue (the dashboard's name) it makes up.
 * Each state is offered once, in the lifecycle's words (issue 31): "To review" and "Pending"
 * were the same requests under two names.
 */
export const STAFF_STATE_HINTS: Readonly<Record<PlatformPaymentState, string>> = {
  screening: "Held by a likely sanctions match of the beneficiary's name: clear or reject it.",
  pending: 'To review: approve or reject the request.',
  approved: 'Awaiting funds: the customer has yet to send the naira.',
  funding_reported: 'Funds to confirm: the customer reports the naira sent; confirm it arrived.',
  funded: 'To pay out: the naira arrived; pay the vendor.',
  payout_recorded: 'Payouts to confirm: a payout was recorded; another member of staff confirms it.',
  sent: 'Paid to the vendor; the receipt is issued.',
  rejected: 'Rejected by VendorBridge, at review or at screening.',
  cancelled: 'Cancelled by the customer or by staff before the naira was confirmed.',
  expired: 'The naira did not arrive before the deadline.',
  refunded: 'The naira is being returned to the customer.',
};
const ALL_HINT = 'Every request that reached VendorBridge, newest first.';

type PlatformPaymentState = Exclude<PaymentState, 'awaiting_approval' | 'declined'>;
const ENDED: readonly PaymentState[] = ['sent', 'rejected', 'cancelled', 'expired', 'refunded'];

/** Each state staff see once, what is still moving first, then what ended, then All. */
export const PAYMENT_FILTER_OPTIONS: readonly FilterOption[] = [
  // Staff never see a request still its business's own (awaiting its approver, or declined by them).
  ...(PLATFORM_PAYMENT_STATES as readonly PlatformPaymentState[]).map((state) => ({
    value: state,
    label: PAYMENT_STATE_LABELS[state],
    group: ENDED.includes(state) ? 'Ended' : 'In progress',
    hint: STAFF_STATE_HINTS[state],
  })),
  { value: 'all', label: 'All', hint: ALL_HINT },
];

/** A work queue in the address (the dashboard links by queue) is the one state it holds. */
export function shownFilter(filter: AdminPaymentFilter): AdminPaymentFilter {
  if (!isQueue(filter)) return filter;
  const [state] = ADMIN_PAYMENT_QUEUES[filter];
  return state ?? filter;
}

/** The states a filter lists: a queue's, one state, or none for all. */
export function statesOf(filter: AdminPaymentFilter): readonly PaymentState[] {
  if (filter === 'all') return [];
  return isQueue(filter) ? ADMIN_PAYMENT_QUEUES[filter] : [filter];
}

/** Whether a request in `state` belongs under the filter. */
export const paymentMatches = (row: { status: PaymentState }, { status }: PaymentQuery) =>
  status === 'all' || statesOf(status).includes(row.status);

/** What an empty list says for the filter that found nothing. */
export function emptyPaymentList({ status }: PaymentQuery): string {
  if (status === 'pending') return 'No payment requests are waiting for review.';
  if (status === 'all') return 'No payment requests have been submitted yet.';
  if (status === 'approved' || status === 'rejected') return `No payment requests have been ${status}.`;
  if (isQueue(status)) return `No payment requests under ${ADMIN_PAYMENT_QUEUE_LABELS[status]}.`;
  return `No payment requests with the status ${PAYMENT_STATE_LABELS[status]}.`;
}
