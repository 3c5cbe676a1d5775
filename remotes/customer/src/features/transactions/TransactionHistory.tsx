import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import type { PaymentState } from '@portal/rules/paymentLifecycle';
import { Alert, EmptyState, Icon, Plus, Receipt, Skeleton } from '@portal/ui';
import { useSession } from '@portal/auth';
import { useMayDo, useMayStartPayment } from '../business-role';
import { LoadFailed } from '../load-state';
import { PAYMENT_SUBMISSION_PATH } from '../navigation';
import { ExportStatement } from './ExportStatement';
import { StatusFilter } from './StatusFilter';
import { TransactionTable, TransactionTableSkeleton } from './TransactionTable';
import { usePaymentHistory, type PaymentHistory } from './usePaymentHistory';

export const NO_TRANSACTIONS_MESSAGE = 'You have not made any payment requests yet.';

/** Said under the empty list: what would fill it, in words that are so for this customer. */
export const EMPTY_HISTORY_HINTS = {
  mayRequest: 'Request a payment to a vendor abroad and it will appear here with its status.',
  /** Not approved yet: nothing can be requested; the approval banner says where the registration stands (also when nothing is left to do). */
  notApproved:
    'You can request payments once VendorBridge has approved your account: the notice at the top of the page says where your registration stands.',
  /** A role that does not prepare payments (approver, viewer). */
  teamRequests: 'Payment requests your team makes will appear here with their status.',
} as const;

/**
 * The customer's payment requests from the server, newest first, with "Load more"; a
 * status filter (the server filters) and the CSV statement of a period in that filter.
 * An empty list offers no export (there is nothing to export), and with no request at all
 * neither the filter.
 */
export function TransactionHistory({ labelledBy }: { labelledBy: string }) {
  const [status, setStatus] = useState<PaymentState | null>(null);
  const history = usePaymentHistory(status);
  const empty = history.payments?.length === 0;
  return (
    <>
      {!(empty && status === null) && (
        <div className="card transaction-tools">
          <StatusFilter value={status} onChange={setStatus} />
          {!empty && <ExportStatement status={status} />}
        </div>
      )}
      <TransactionRows labelledBy={labelledBy} status={status} history={history} />
    </>
  );
}

function TransactionRows({
  labelledBy,
  status,
  history,
}: {
  labelledBy: string;
  status: PaymentState | null;
  history: PaymentHistory;
}) {
  const { user } = useSession();
  const mayPrepare = useMayStartPayment();
  const mayPrepareOnceApproved = useMayDo('preparePayments');
  const { payments } = history;

  if (history.loading) {
    return (
      <Skeleton label="Loading transactions…">
        <TransactionTableSkeleton />
      </Skeleton>
    );
  }
  if (!payments) return <LoadFailed onRetry={history.reload} />;
  if (payments.length === 0 && status) {
    return <p className="card">No payment requests with the status {PAYMENT_STATE_LABELS[status]}.</p>;
  }
  if (payments.length === 0) {
    return (
      <EmptyState
        className="card"
        icon={Receipt}
        title={NO_TRANSACTIONS_MESSAGE}
        action={
          mayPrepare && (
            <Link to={PAYMENT_SUBMISSION_PATH} className="btn">
              <Icon icon={Plus} />
              Submit a payment request
            </Link>
          )
        }
      >
        {mayPrepare
          ? EMPTY_HISTORY_HINTS.mayRequest
          : !user?.approved && mayPrepareOnceApproved
            ? EMPTY_HISTORY_HINTS.notApproved
            : EMPTY_HISTORY_HINTS.teamRequests}
      </EmptyState>
    );
  }
  return (
    <>
      <TransactionTable payments={payments} labelledBy={labelledBy} />
      {history.loadMoreError && <Alert tone="error">{history.loadMoreError}</Alert>}
      {history.hasMore && (
        <div className="form-actions">
          <button
            type="button"
            className="btn btn-secondary"
            // aria-disabled, not disabled: the button keeps focus while the page arrives.
            aria-disabled={history.loadingMore}
            aria-busy={history.loadingMore}
            onClick={history.loadMore}
          >
            {history.loadingMore ? 'Loading...' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
