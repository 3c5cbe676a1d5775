import { Link } from 'react-router-dom';
import { Icon, PageHeader, Plus } from '@portal/ui';
import { useMayDo, useMayStartPayment } from '../features/business-role';
import { PAYMENT_SUBMISSION_PATH } from '../features/navigation';
import { AwaitingApproval, TransactionHistory } from '../features/transactions';
import { usePageTitle } from './usePageTitle';

export function TransactionsScreen() {
  usePageTitle('Transaction History');
  const mayPrepare = useMayStartPayment();
  const mayApprove = useMayDo('approvePayments');
  return (
    <div className="stack page">
      <PageHeader
        title="Transaction History"
        titleId="transaction-history-title"
        description="Your payment requests, newest first. Open one to follow its status."
        actions={
          mayPrepare && (
            <Link to={PAYMENT_SUBMISSION_PATH} className="btn btn-secondary">
              <Icon icon={Plus} />
              New payment request
            </Link>
          )
        }
      />
      {mayApprove && <AwaitingApproval />}
      <TransactionHistory labelledBy="transaction-history-title" />
    </div>
  );
}
