export { TransactionHistory } from './TransactionHistory';
export { TransactionTable } from './TransactionTable';
export { formatDate } from './formatDate';
