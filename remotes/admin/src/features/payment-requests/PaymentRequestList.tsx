import {
  formatMoney,
  type AdminDecision,
  type AdminPaymentRow,
  type AdminReviewQuery,
  type Decision,
} from '@portal/contracts';
import type { AdminDataSource } from '../../api';
import { FilteredReviewList, useFilteredReviewQueue, type ReviewPage } from '../review';
import { PaymentRequestCard } from './PaymentRequestCard';

/** The server pages payment requests, newest first; it has no search, so only the status is sent. */
async function list(
  source: AdminDataSource,
  { status }: AdminReviewQuery,
  cursor: string | null,
): Promise<ReviewPage<AdminPaymentRow>> {
  const page = await source.listPaymentRequests({ status, cursor });
  return { rows: page.payments, nextCursor: page.nextCursor };
}
const decide = (source: AdminDataSource, id: string, decision: AdminDecision) =>
  source.decidePaymentRequest(id, decision);

const amountTo = (payment: AdminPaymentRow) =>
  `${formatMoney(payment.foreignAmount, payment.foreignCurrency)} to ${payment.recipientCompany}`;
const subject = (payment: AdminPaymentRow) =>
  `${payment.userName}${payment.companyName ? ` (${payment.companyName})` : ''} for ${amountTo(payment)}`;
const announce = (payment: AdminPaymentRow, decision: Decision) =>
  `Payment request ${payment.reference} of ${amountTo(payment)} ${decision}.`;

function empty({ status }: AdminReviewQuery): string {
  if (status === 'pending') return 'No payment requests are waiting for review.';
  if (status === 'all') return 'No payment requests have been submitted yet.';
  return `No payment requests have been ${status}.`;
}

/** Under Pending, approving or rejecting a payment request takes it off the list. */
export function PaymentRequestList() {
  const queue = useFilteredReviewQueue({ name: 'payments', list, decide, announce });
  return (
    <FilteredReviewList
      queue={queue}
      label="Payment requests"
      what="payment request"
      subject={subject}
      empty={empty}
      searchable={false}
      renderItem={(payment, actions) => <PaymentRequestCard payment={payment} {...actions} />}
    />
  );
}
