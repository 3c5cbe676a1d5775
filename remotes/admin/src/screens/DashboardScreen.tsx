import { PageHeader } from '@portal/ui';
import { DashboardStats, QuickActions, RecentActivity } from '../features/dashboard';
import { usePageTitle } from './usePageTitle';

export function DashboardScreen() {
  usePageTitle('Dashboard');
  return (
    <div className="admin-screen">
      <PageHeader
        title="Admin Dashboard"
        description="Registrations, documents and payments waiting for a decision."
      />
      <DashboardStats />
      <QuickActions />
      <RecentActivity />
    </div>
  );
}
