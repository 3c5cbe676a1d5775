import { PageHeader } from '@portal/ui';
import {
  DashboardStats,
  PaymentQueues,
  QuickActions,
  RecentActivity,
  StaleRatesWarning,
} from '../features/dashboard';
import { ScreeningStatusNotice } from '../features/screening';
import { usePageTitle } from './usePageTitle';

export function DashboardScreen() {
  usePageTitle('Dashboard');
  return (
    <div className="admin-screen">
      <PageHeader
        title="Admin Dashboard"
        description="Registrations, documents and payments waiting for a decision."
      />
      <StaleRatesWarning />
      <ScreeningStatusNotice />
      <DashboardStats />
      <PaymentQueues />
      <QuickActions />
      <RecentActivity />
    </div>
  );
}
