import { useSession } from '@portal/auth';
import { usePaymentPagesQuery } from '../../api';
import { LoadFailed } from '../load-state';
import { TransactionTable } from './TransactionTable';

export const AWAITING_APPROVAL_TITLE = 'Awaiting your approval';

/**
 * The business's requests waiting for a second person (D34) that the signed-in member did
 * not make: each opens on its page, where Approve and Decline are. Shown to the roles that
 * approve payments (the screen decides); nobody approves their own, so theirs are left out.
 * Nothing waiting, nothing shown: most businesses have no approval policy.
 */
export function AwaitingApproval() {
  const { user } = useSession();
  const query = usePaymentPagesQuery('awaiting_approval');
  const others = query.data?.filter((payment) => payment.madeBy?.id !== user?.id);
  if (query.isPending || others?.length === 0) return null;

  return (
    // The table below is the region named by this heading (a section too would name two).
    <div className="card stack">
      <h2 id="awaiting-approval-title">{AWAITING_APPROVAL_TITLE}</h2>
      {!others ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <>
          <TransactionTable payments={others} labelledBy="awaiting-approval-title" />
          {query.hasNextPage && (
            <div className="form-actions">
              <button
                type="button"
                className="btn btn-secondary"
                aria-disabled={query.isFetchingNextPage}
                aria-busy={query.isFetchingNextPage}
                onClick={() => {
                  if (!query.isFetchingNextPage) void query.fetchNextPage();
                }}
              >
                {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
