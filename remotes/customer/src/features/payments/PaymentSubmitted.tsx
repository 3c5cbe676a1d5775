import { useEffect, useRef } from 'react';
import { CUSTOMER_MESSAGES, formatMoney, LOCAL_CURRENCY, type PaymentRequest } from '@portal/contracts';
import { StatusBadge } from '@portal/ui';

/** Spec §4: after submitting, the request waits for an admin. */
export function PaymentSubmitted({ request }: { request: PaymentRequest }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the customer was in is gone; bring them (and their screen reader) here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card submission-success" aria-labelledby="payment-submitted-title">
      <h2 id="payment-submitted-title" ref={heading} tabIndex={-1}>
        {CUSTOMER_MESSAGES.pendingAdminApproval}
      </h2>
      <p>
        Your payment request to {request.recipientCompany} has been submitted and is waiting for an
        administrator to approve it.
      </p>
      <dl className="summary-list">
        <dt>Reference</dt>
        <dd>{request.id}</dd>
        <dt>Amount</dt>
        <dd>{formatMoney(request.foreignAmount, request.foreignCurrency)}</dd>
        <dt>Local amount</dt>
        <dd>{formatMoney(request.localAmount, LOCAL_CURRENCY)}</dd>
        <dt>Exchange rate</dt>
        <dd>
          1 {request.foreignCurrency} = {formatMoney(request.exchangeRate, LOCAL_CURRENCY)}
        </dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={request.status} />
        </dd>
      </dl>
      <p className="muted">The form will be ready for a new request in a few seconds.</p>
    </section>
  );
}
