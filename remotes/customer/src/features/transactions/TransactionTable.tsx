import { formatMoney, type Transaction } from '@portal/contracts';
import { StatusBadge } from '@portal/ui';
import { formatDate } from './formatDate';

export function TransactionTable({
  transactions,
  labelledBy,
}: {
  transactions: Transaction[];
  labelledBy: string;
}) {
  if (transactions.length === 0) return <p className="muted">No transactions yet.</p>;
  return (
    // Scrolls sideways on a narrow screen instead of squeezing the columns.
    <div className="table-wrap" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Transaction ID</th>
            <th scope="col">Description</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.id}>
              <td>{transaction.id}</td>
              <td>{transaction.description}</td>
              <td className="amount">{formatMoney(transaction.amount, transaction.currency)}</td>
              <td>
                <StatusBadge status={transaction.status} />
              </td>
              <td>
                <time dateTime={transaction.date}>{formatDate(transaction.date)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
