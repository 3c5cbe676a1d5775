import { useSession } from '@portal/auth';
import { CircleCheck, Clock, ShieldCheck, Skeleton, StatCard, type LucideIcon } from '@portal/ui';
import { approvalStatusLabel } from '../approval';
import { useDashboardQuery, useOnboardingQuery } from '../../api';
import { LoadFailed } from '../load-state';

export const STATS_LOAD_FAILED = 'Your payment counts could not be loaded.';
/**
 * The spec names the figure "pending payments"; it counts every request not yet paid out
 * (PAYMENT_STATE_GROUPS.inProgress), whose badges say APPROVED or FUNDS RECEIVED too (shots8).
 */
export const PENDING_PAYMENTS_HINT = 'Not yet paid out: awaiting approval, funding or payout';

interface Stat {
  label: string;
  icon: LucideIcon;
  /** Undefined while it is read. */
  value: string | undefined;
  hint?: string;
}

function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="stat-grid quick-stats">
      {stats.map((stat) => (
        <StatCard key={stat.label} label={stat.label} icon={stat.icon} value={stat.value} hint={stat.hint} />
      ))}
    </dl>
  );
}

/**
 * The quick stats: pending payments and completed (approved) transactions,
 * counted by the server from the same rows as the transaction history, so the two
 * pages agree (live counts, never sample figures); the approval status is the signed-in account's. While the
 * counts are read the cards stand in place with placeholders; when they cannot be
 * read the cards say "—" rather than a number, with Retry.
 */
export function QuickStats() {
  const { user } = useSession();
  const query = useDashboardQuery();
  // The session says only approved or not; the onboarding read tells pending from refused.
  const onboarding = useOnboardingQuery({ enabled: Boolean(user && !user.approved) });
  const failed = query.isError && !query.data;
  const count = (value: number | undefined) => {
    if (failed) return '—';
    return value === undefined ? undefined : String(value);
  };
  const counts = query.data;
  const stats: Stat[] = [
    {
      label: 'Pending Payments',
      icon: Clock,
      value: count(counts?.pendingPayments),
      hint: PENDING_PAYMENTS_HINT,
    },
    { label: 'Completed Transactions', icon: CircleCheck, value: count(counts?.completedTransactions) },
    {
      label: 'Approval Status',
      icon: ShieldCheck,
      value: approvalStatusLabel(user?.approved ?? false, onboarding.data),
    },
  ];
  return (
    <section aria-labelledby="quick-stats-title">
      <h2 id="quick-stats-title">Quick Stats</h2>
      {query.isPending ? (
        <Skeleton label="Loading your payment counts…">
          <StatGrid stats={stats} />
        </Skeleton>
      ) : (
        <StatGrid stats={stats} />
      )}
      {failed && <LoadFailed message={STATS_LOAD_FAILED} onRetry={() => void query.refetch()} />}
    </section>
  );
}
