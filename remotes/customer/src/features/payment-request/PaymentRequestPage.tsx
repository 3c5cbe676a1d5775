import { Link } from 'react-router-dom';
import { Skeleton } from '@portal/ui';
import { RequestError, usePaymentQuery } from '../../api';
import { LoadFailed } from '../load-state';
import { TRANSACTION_HISTORY_PATH } from '../navigation';
import { PaymentRequestDetails } from './PaymentRequestDetails';
import { PaymentRequestSkeleton } from './PaymentRequestSkeleton';

export const PAYMENT_NOT_FOUND = 'Payment request not found';

/**
 * `/dashboard/payments/:id`: one of the customer's payment requests. An id that is
 * not theirs is answered 404 like one that does not exist, and both read the same.
 */
export function PaymentRequestPage({ id }: { id: string }) {
  const query = usePaymentQuery(id);

  if (query.isPending) {
    return (
      <Skeleton label="Loading the payment request…">
        <PaymentRequestSkeleton />
      </Skeleton>
    );
  }
  if (!query.data) {
    const missing = query.error instanceof RequestError && query.error.status === 404;
    return (
      <div className="stack">
        <h1>{missing ? PAYMENT_NOT_FOUND : 'Payment request'}</h1>
        {missing ? (
          <p>
            There is no payment request of yours at this address.{' '}
            <Link to={TRANSACTION_HISTORY_PATH}>Back to Transaction History</Link>
          </p>
        ) : (
          <LoadFailed onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  return <PaymentRequestDetails payment={query.data} />;
}
