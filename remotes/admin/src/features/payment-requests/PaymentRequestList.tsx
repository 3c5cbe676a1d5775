import {
  formatMoney,
  type AdminDataSource,
  type AdminPaymentRequest,
  type Decision,
} from '@portal/contracts';
import { ReviewList, useReviewQueue } from '../../common';
import { PaymentRequestCard } from './PaymentRequestCard';

const read = (source: AdminDataSource) => source.listPaymentRequests();
const decide = (source: AdminDataSource, id: string, decision: Decision) =>
  source.decidePaymentRequest(id, decision);
const announce = (request: AdminPaymentRequest, decision: Decision) =>
  `Payment request of ${formatMoney(request.foreignAmount, request.foreignCurrency)} to ${request.recipientCompany} ${decision}.`;

export function PaymentRequestList() {
  const queue = useReviewQueue({ read, decide, announce });
  return (
    <ReviewList
      queue={queue}
      label="Payment requests"
      empty="No payment requests have been submitted."
      renderItem={(request, actions) => <PaymentRequestCard request={request} {...actions} />}
    />
  );
}
