import { Link } from 'react-router-dom';
import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { formatMoney } from '@portal/rules/money';
import { PAYMENT_BATCH_STATE_LABELS } from '@portal/ui/words/paymentBatchStates';
import type { PaymentBatch } from '@portal/contracts/paymentBatches';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import { LoadFailed } from '@portal/ui';
import { RequestError, SERVER_MESSAGES } from '../../api';
import { formatDateTime } from '../dates';
import { paymentPagePath } from '../navigation';
import { BatchTotals } from './BatchTotals';
import { useBatch } from './batchQueries';

function BatchPayments({ batch }: { batch: PaymentBatch }) {
  return (
    <table className="table-cards batch-payments" aria-label="Payments of the batch">
      <thead>
        <tr>
          <th scope="col">Payment</th>
          <th scope="col">Pays</th>
          <th scope="col">Amount</th>
          <th scope="col">Naira</th>
          <th scope="col">Your reference</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {batch.payments.map((payment) => (
          <tr key={payment.id}>
            <th scope="row" data-label="Payment">
              <Link to={paymentPagePath(payment.id)}>{payment.reference}</Link>
            </th>
            <td data-label="Pays" className="breakable">
              {payment.recipientCompany}
            </td>
            <td data-label="Amount">{formatMoney(payment.foreignAmount, payment.foreignCurrency)}</td>
            <td data-label="Naira">{formatMoney(payment.localAmount, LOCAL_CURRENCY)}</td>
            <td data-label="Your reference" className="breakable">
              {payment.customerReference ?? '—'}
            </td>
            <td data-label="Status">{PAYMENT_STATE_LABELS[payment.status]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A bulk payment's page (issue 36): its one funding reference and naira total (one transfer for
 * every payment of it), who made it and when, the totals per currency, and each payment with its
 * own page.
 */
export function BatchPage({ id }: { id: string }) {
  const batch = useBatch(id);
  if (batch.isError) {
    const message = batch.error instanceof RequestError ? batch.error.message : SERVER_MESSAGES.failed;
    return <LoadFailed message={message} onRetry={() => void batch.refetch()} />;
  }
  if (!batch.data) return <p className="muted">Loading the bulk payment…</p>;
  const data = batch.data;
  return (
    <div className="stack bulk-batch">
      <section className="card" aria-labelledby="batch-funding-title">
        <h2 id="batch-funding-title">One transfer for the whole batch</h2>
        <dl className="details">
          <dt>Batch reference</dt>
          <dd>
            <strong className="breakable" data-testid="batch-reference">
              {data.reference}
            </strong>
          </dd>
          <dt>Naira total</dt>
          <dd data-testid="batch-total">{formatMoney(data.localTotal, LOCAL_CURRENCY)}</dd>
          <dt>Status</dt>
          <dd>{PAYMENT_BATCH_STATE_LABELS[data.status]}</dd>
          <dt>Payments</dt>
          <dd>{data.paymentCount}</dd>
          <dt>Prepared by</dt>
          <dd>{data.madeBy?.name ?? '—'}</dd>
          <dt>Created</dt>
          <dd>{formatDateTime(data.createdAt)}</dd>
        </dl>
        <p className="muted">
          {data.status === 'awaiting_approval'
            ? 'These payments wait for an approver in your team. '
            : 'We review each payment first. '}
          Transfer the naira total once, with the batch reference, when the payments are approved; each
          payment page shows its own progress.
        </p>
      </section>
      <BatchTotals totals={data.totals} localTotal={data.localTotal} caption="Totals per currency" />
      <BatchPayments batch={data} />
    </div>
  );
}
