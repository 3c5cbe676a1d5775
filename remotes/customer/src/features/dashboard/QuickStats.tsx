import { useSession } from '@portal/auth';
import type { CustomerDataSource } from '@portal/contracts';
import { approvalStatusLabel } from '../approval';
import { useReloadableQuery } from '../data-source';
import { LoadFailed } from '../load-state';

const loadDashboard = (source: CustomerDataSource) => source.getDashboard();

export const STATS_LOAD_FAILED = 'Your payment counts could not be loaded.';

/**
 * Spec §2 quick stats: pending payments and completed (approved) transactions,
 * counted by the server from the same rows as the transaction history, so the two
 * pages agree (D20); the approval status is the signed-in account's.
 */
export function QuickStats() {
  const { user } = useSession();
  const { state, reload } = useReloadableQuery(`dashboard:${user?.id ?? ''}`, loadDashboard);
  const count = (value: number | undefined) => (value === undefined ? '…' : String(value));
  const stats = state.status === 'ready' ? state.data : undefined;
  const shown = state.status === 'error' ? '—' : undefined;
  const items = [
    { label: 'Pending Payments', value: shown ?? count(stats?.pendingPayments) },
    { label: 'Completed Transactions', value: shown ?? count(stats?.completedTransactions) },
    { label: 'Approval Status', value: approvalStatusLabel(user?.approved ?? false) },
  ];
  return (
    <section aria-labelledby="quick-stats-title">
      <h2 id="quick-stats-title">Quick Stats</h2>
      <dl className="grid quick-stats" aria-busy={state.status === 'loading'}>
        {items.map((item) => (
          <div key={item.label} className="card stat">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      {state.status === 'error' && <LoadFailed message={STATS_LOAD_FAILED} onRetry={reload} />}
    </section>
  );
}
