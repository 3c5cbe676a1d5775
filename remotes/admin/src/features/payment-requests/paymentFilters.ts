import {
  ADMIN_PAYMENT_FILTERS,
  ADMIN_PAYMENT_QUEUE_LABELS,
  ADMIN_PAYMENT_QUEUES,
  PAYMENT_STATE_LABELS,
  PLATFORM_PAYMENT_STATES,
  type AdminPaymentFilter,
  type AdminPaymentQueue,
  type PaymentState,
} from '@portal/contracts';
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

/** Staff's work queues first (the work), then every state, then All. */
export const PAYMENT_FILTER_OPTIONS: readonly FilterOption[] = [
  ...QUEUES.map((queue) => ({
    value: queue,
    label: ADMIN_PAYMENT_QUEUE_LABELS[queue],
    group: 'Work queues',
  })),
  // Staff never see a request still its business's own (awaiting its approver, or declined by them).
  ...PLATFORM_PAYMENT_STATES.map((state) => ({
    value: state,
    label: PAYMENT_STATE_LABELS[state],
    group: 'States',
  })),
  { value: 'all', label: 'All' },
];

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
  return `No payment requests are ${PAYMENT_STATE_LABELS[status].toLowerCase()}.`;
}
