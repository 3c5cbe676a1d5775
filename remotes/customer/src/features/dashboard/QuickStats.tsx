import { useSession } from '@portal/auth';
import { approvalStatusLabel } from '../approval';
import { useCustomerQuery } from '../data-source';

/** Spec §2: pending payments and completed transactions (fixed), and the approval status. */
export function QuickStats() {
  const { user } = useSession();
  const stats = useCustomerQuery('dashboard-stats', (source) => source.getDashboardStats());
  const count = (value: number | undefined) => (value === undefined ? '…' : String(value));
  const ready = stats.status === 'ready' ? stats.data : undefined;
  const items = [
    { label: 'Pending Payments', value: count(ready?.pendingPayments) },
    { label: 'Completed Transactions', value: count(ready?.completedTransactions) },
    { label: 'Approval Status', value: approvalStatusLabel(user?.approved ?? false) },
  ];
  return (
    <section aria-labelledby="quick-stats-title">
      <h2 id="quick-stats-title">Quick Stats</h2>
      <dl className="grid quick-stats" aria-busy={stats.status === 'loading'}>
        {items.map((item) => (
          <div key={item.label} className="card stat">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
