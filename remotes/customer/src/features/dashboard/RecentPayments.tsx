import { Link } from 'react-router-dom';
import { usePaymentPagesQuery } from '../../api';
import { LoadFailed } from '../load-state';
import { TRANSACTION_HISTORY_PATH } from '../navigation';
import { TransactionTable } from '../transactions';

export const RECENT_PAYMENTS_TITLE = 'Recent payments';
/** How many of the newest requests the home shows; the history has them all. */
export const RECENT_PAYMENTS_SHOWN = 5;

/**
 * The newest payment requests on the home (issue 31), each opening on its page, with the way
 * to the whole history. Nothing yet, nothing shown: the first payment's invitation says what to
 * do instead.
 */
export function RecentPayments() {
  const query = usePaymentPagesQuery();
  const recent = query.data?.slice(0, RECENT_PAYMENTS_SHOWN);
  if (query.isPending || recent?.length === 0) return null;
  return (
    <div className="card stack">
      <div className="section-heading">
        <h2 id="recent-payments-title">{RECENT_PAYMENTS_TITLE}</h2>
        <Link to={TRANSACTION_HISTORY_PATH}>All payments</Link>
      </div>
      {recent ? (
        <TransactionTable payments={recent} labelledBy="recent-payments-title" />
      ) : (
        <LoadFailed onRetry={() => void query.refetch()} />
      )}
    </div>
  );
}
