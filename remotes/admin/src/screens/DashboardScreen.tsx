import { PageHeader } from '@portal/ui';
import {
  DashboardStats,
  PaymentQueues,
  QuickActions,
  RecentActivity,
  StaleRatesWarning,
  useDashboardReadsSettled,
} from '../features/dashboard';
import { ScreeningStatusNotice } from '../features/screening';
import { usePageTitle } from './usePageTitle';

/** What the dashboard says while its first reads are on their way. */
export const DASHBOARD_LOADING = 'Loading the dashboard…';

export function DashboardScreen() {
  usePageTitle('Dashboard');
  const settled = useDashboardReadsSettled();
  return (
    <div className="admin-screen">
      <PageHeader
        title="Admin Dashboard"
        description="Registrations, documents and payments waiting for a decision."
      />
      {!settled && (
        <p role="status" className="muted">
          {DASHBOARD_LOADING}
        </p>
      )}
      {/* Mounted from the start (their reads are the ones awaited), shown once they answered. */}
      <div className="admin-screen" hidden={!settled} aria-busy={!settled}>
        <StaleRatesWarning />
        <ScreeningStatusNotice />
        <DashboardStats />
        <PaymentQueues />
        <QuickActions />
        <RecentActivity />
      </div>
    </div>
  );
}
