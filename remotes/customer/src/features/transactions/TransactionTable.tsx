import { formatMoney, type Transaction } from '@portal/contracts';
import { StatusBadge } from '@portal/ui';
import { formatDate } from './formatDate';

const COLUMNS = {
  id: 'Transaction ID',
  description: 'Description',
  amount: 'Amount',
  status: 'Status',
  date: 'Date',
} as const;

export function TransactionTable({
  transactions,
  labelledBy,
}: {
  transactions: Transaction[];
  labelledBy: string;
}) {
  if (transactions.length === 0) return <p className="muted">No transactions yet.</p>;
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
          {transactions.map((transaction) => (
            <tr key={transaction.id}>
              <td data-label={COLUMNS.id}>{transaction.id}</td>
              <td data-label={COLUMNS.description}>{transaction.description}</td>
              <td data-label={COLUMNS.amount} className="amount">
                {formatMoney(transaction.amount, transaction.currency)}
              </td>
              <td data-label={COLUMNS.status}>
                <StatusBadge status={transaction.status} />
              </td>
              <td data-label={COLUMNS.date}>
                <time dateTime={transaction.date}>{formatDate(transaction.date)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
