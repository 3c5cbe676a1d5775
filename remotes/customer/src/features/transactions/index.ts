export { TransactionHistory, NO_TRANSACTIONS_MESSAGE } from './TransactionHistory';
export { TransactionTable, TRANSACTION_COLUMNS } from './TransactionTable';
export { formatDate } from './formatDate';
export { AwaitingApproval, AWAITING_APPROVAL_TITLE } from './AwaitingApproval';
