import { Link } from 'react-router-dom';
import { formatMoney, paymentDescription, type CustomerPayment } from '@portal/contracts';
import { StatusBadge } from '@portal/ui';
import { paymentPagePath } from '../payments/paymentPaths';
import { formatDate } from './formatDate';

export const TRANSACTION_COLUMNS = {
  id: 'Transaction ID',
  description: 'Description',
  amount: 'Amount',
  status: 'Status',
  date: 'Date',
} as const;
const COLUMNS = TRANSACTION_COLUMNS;

/** Spec §2 transaction table: one row per payment request, its reference leading to the request's page. */
export function TransactionTable({
  payments,
  labelledBy,
}: {
  payments: CustomerPayment[];
  labelledBy: string;
}) {
  return (
    // Scrolls sideways if a screen is too narrow for the columns; on a phone the rows
    // become stacked cards instead (customer.css), each cell shown with its data-label.
    <div className="table-wrap" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="table transactions-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {Object.values(COLUMNS).map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td data-label={COLUMNS.id}>
                <Link to={paymentPagePath(payment.id)}>{payment.reference}</Link>
              </td>
              <td data-label={COLUMNS.description}>{paymentDescription(payment)}</td>
              <td data-label={COLUMNS.amount} className="amount">
                {formatMoney(payment.foreignAmount, payment.foreignCurrency)}
              </td>
              <td data-label={COLUMNS.status}>
                <StatusBadge status={payment.status} />
              </td>
              <td data-label={COLUMNS.date}>
                <time dateTime={payment.submittedAt}>{formatDate(payment.submittedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
