export { DashboardStats } from './DashboardStats';
export { QuickActions } from './QuickActions';
export { RecentActivity } from './RecentActivity';
