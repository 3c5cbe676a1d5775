import type { AdminDashboardStats } from '@portal/contracts/admin';
import type { AdminDataSource } from '../../api';
import { Banknote, FileCheck2, StatCard, UserPlus, Users, type LucideIcon } from '@portal/ui';
import { adminKeys, useAdminQuery } from '../../api';
import { SourceDataStatus } from '../load-state';

const read = (source: AdminDataSource) => source.getDashboardStats();

type Count = 'pendingRegistrations' | 'documentApprovals' | 'paymentRequests' | 'totalUsers';

const STATS: { key: Count; label: string; icon: LucideIcon }[] = [
  { key: 'pendingRegistrations', label: 'Pending Registrations', icon: UserPlus },
  { key: 'documentApprovals', label: 'Document Approvals', icon: FileCheck2 },
  // It counts the requests waiting for staff's review (pending), so it says so (issue 31).
  { key: 'paymentRequests', label: 'Payments to Review', icon: Banknote },
  { key: 'totalUsers', label: 'Total Users', icon: Users },
];

const numberFormat = new Intl.NumberFormat('en-NG');

function StatGrid({ stats }: { stats: AdminDashboardStats | undefined }) {
  return (
    <dl className="stat-grid">
      {STATS.map(({ key, label, icon }) => (
        <StatCard
          key={key}
          label={label}
          icon={icon}
          value={stats ? numberFormat.format(stats[key]) : undefined}
        />
      ))}
    </dl>
  );
}

/**
 * The server's counts of what is really waiting (live, never sample figures), read each time the dashboard
 * opens. While they are read the four cards stand in place with placeholders, so
 * the quick actions and the activity below never move when the figures arrive.
 */
export function DashboardStats() {
  const { state: stats, reload } = useAdminQuery(adminKeys.dashboardStats, read);
  return (
    <section aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="visually-hidden">
        At a glance
      </h2>
      <SourceDataStatus
        state={stats}
        what="dashboard figures"
        onRetry={reload}
        skeleton={<StatGrid stats={undefined} />}
      />
      {stats.status === 'ready' && <StatGrid stats={stats.data} />}
    </section>
  );
}
