import { DashboardStats, QuickActions, RecentActivity } from '../features/dashboard';
import { usePageTitle } from './usePageTitle';

export function DashboardScreen() {
  usePageTitle('Dashboard');
  return (
    <div className="admin-screen">
      <h1>Admin Dashboard</h1>
      <p className="muted">Registrations, documents and payments waiting for a decision.</p>
      <DashboardStats />
      <QuickActions />
      <RecentActivity />
    </div>
  );
}
