import { Alert } from '@portal/ui';
import { useCustomerQuery } from '../data-source';
import { TransactionTable } from './TransactionTable';

export function TransactionHistory({ labelledBy }: { labelledBy: string }) {
  const transactions = useCustomerQuery('transactions', (source) => source.listTransactions());
  if (transactions.status === 'loading') return <p role="status">Loading transactions…</p>;
  if (transactions.status === 'error') return <Alert tone="error">{transactions.message}</Alert>;
  return <TransactionTable transactions={transactions.data} labelledBy={labelledBy} />;
}
