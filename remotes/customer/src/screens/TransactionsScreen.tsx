import { TransactionHistory } from '../features/transactions';
import { usePageTitle } from './usePageTitle';

export function TransactionsScreen() {
  usePageTitle('Transaction History');
  return (
    <div className="stack">
      <h1 id="transaction-history-title">Transaction History</h1>
      <TransactionHistory labelledBy="transaction-history-title" />
    </div>
  );
}
