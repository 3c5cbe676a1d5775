export { DashboardStats } from './DashboardStats';
export { PaymentQueues } from './PaymentQueues';
export { QuickActions } from './QuickActions';
export { RECENT_ACTIVITY_LIMIT, RecentActivity } from './RecentActivity';
export { EXCHANGE_RATES_LINK, StaleRatesWarning } from './StaleRatesWarning';
