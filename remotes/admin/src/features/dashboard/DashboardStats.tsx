import type { AdminDashboardStats, AdminDataSource } from '@portal/contracts';
import { SourceDataStatus, useReloadableSourceData } from '../../common';

const read = (source: AdminDataSource) => source.getDashboardStats();

const STATS: { key: keyof AdminDashboardStats; label: string }[] = [
  { key: 'pendingRegistrations', label: 'Pending Registrations' },
  { key: 'documentApprovals', label: 'Document Approvals' },
  { key: 'paymentRequests', label: 'Payment Requests' },
  { key: 'totalUsers', label: 'Total Users' },
];

const numberFormat = new Intl.NumberFormat('en-NG');

/** The server's counts of what is really waiting (D20), read each time the dashboard opens. */
export function DashboardStats() {
  const { state: stats, reload } = useReloadableSourceData(read);
  return (
    <section aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="visually-hidden">
        At a glance
      </h2>
      <SourceDataStatus state={stats} what="dashboard figures" onRetry={reload} />
      {stats.status === 'ready' && (
        <dl className="stats-grid">
          {STATS.map(({ key, label }) => (
            <div key={key} className="card stat">
              <dt>{label}</dt>
              <dd>{numberFormat.format(stats.data[key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
