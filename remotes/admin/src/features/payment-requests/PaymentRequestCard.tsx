import { formatMoney, LOCAL_CURRENCY, type AdminPaymentRequest } from '@portal/contracts';
import { StatusBadge } from '@portal/ui';
import { DecisionActions, DetailList, ReviewCard, type ReviewItemActions, SubmittedDate } from '../../common';
import { maskAccountNumber } from './maskAccountNumber';

export interface PaymentRequestCardProps extends ReviewItemActions {
  request: AdminPaymentRequest;
}

/** One payment request; once decided it shows the decision and offers nothing more (spec §4). */
export function PaymentRequestCard({ request, busy, onDecide }: PaymentRequestCardProps) {
  return (
    <ReviewCard title={`Payment to ${request.recipientCompany}`}>
      <DetailList
        details={[
          { label: 'User', value: request.userName },
          { label: 'Company', value: request.companyName },
          { label: 'Recipient', value: request.recipientCompany },
          { label: 'Bank', value: request.recipientBank },
          { label: 'Account Number', value: maskAccountNumber(request.accountNumber) },
          { label: 'Amount', value: formatMoney(request.foreignAmount, request.foreignCurrency) },
          { label: 'Amount in NGN', value: formatMoney(request.localAmount, LOCAL_CURRENCY) },
          {
            label: 'Rate',
            value: `${formatMoney(request.exchangeRate, LOCAL_CURRENCY)} per ${request.foreignCurrency}`,
          },
          { label: 'Invoice', value: request.invoiceFile ?? 'None' },
          { label: 'Status', value: <StatusBadge status={request.status} /> },
          { label: 'Submitted', value: <SubmittedDate iso={request.submittedAt} /> },
        ]}
      />
      {request.status === 'pending' && <DecisionActions busy={busy} onDecide={onDecide} />}
    </ReviewCard>
  );
}
