import { Fragment, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, formatRate } from '@portal/rules/money';
import type { CustomerPayment } from '@portal/contracts/paymentAnswers';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import { PaymentStateBadge } from '@portal/ui';
import { nairaLines } from '../currency';
import { paymentPagePath } from '../navigation';

/**
 * After submitting, the request waits for an admin's decision; this stays until the
 * customer starts a new request. Everything shown is
 * the server's answer: its reference, amounts and rate, and its status (a repeated
 * submit of the same form fill answers the request it made first, which an admin
 * may have decided since).
 */
export function PaymentSubmitted({
  payment,
  onNewRequest,
}: {
  payment: CustomerPayment;
  /** Back to an empty form: the page stays until the customer asks (issue 20). */
  onNewRequest: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the customer was in is gone; bring them (and their screen reader) here.
  useEffect(() => heading.current?.focus(), []);
  // A request just made waits for VendorBridge's review or for an approver in the team: the
  // heading is that state's one name, the badge's (issue 31).
  const waiting = payment.status === 'pending' || payment.status === 'awaiting_approval';
  return (
    <section className="card submission-success" aria-labelledby="payment-submitted-title">
      <h2 id="payment-submitted-title" ref={heading} tabIndex={-1}>
        {waiting ? PAYMENT_STATE_LABELS[payment.status] : `Payment request ${payment.reference}`}
      </h2>
      <p>
        Your payment request to {payment.recipientCompany} has been submitted
        {payment.status === 'pending' ? ': VendorBridge is reviewing it.' : ''}
        {payment.status === 'awaiting_approval' ? ': an approver in your team must approve it first.' : ''}
        {waiting ? '' : '.'}
      </p>
      <dl className="summary-list">
        <dt>Reference</dt>
        <dd data-testid="payment-reference">{payment.reference}</dd>
        <dt>Amount</dt>
        <dd className="money">{formatMoney(payment.foreignAmount, payment.foreignCurrency)}</dd>
        <dt>Exchange rate</dt>
        <dd>{formatRate(payment.foreignCurrency, payment.exchangeRate)}</dd>
        {nairaLines(payment).map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd className="money">{value}</dd>
          </Fragment>
        ))}
        <dt>Status</dt>
        <dd>
          <PaymentStateBadge state={payment.status} />
        </dd>
      </dl>
      <p>
        <Link to={paymentPagePath(payment.id)}>Follow this request</Link>
      </p>
      <p>
        <button type="button" className="btn btn-secondary" onClick={onNewRequest}>
          New payment request
        </button>
      </p>
    </section>
  );
}
