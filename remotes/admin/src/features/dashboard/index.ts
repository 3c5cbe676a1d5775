export { DashboardStats } from './DashboardStats';
export { PaymentQueues } from './PaymentQueues';
export { QuickActions } from './QuickActions';
export { RecentActivity } from './RecentActivity';
export { EXCHANGE_RATES_LINK, StaleRatesWarning } from './StaleRatesWarning';
export { useDashboardReadsSettled } from './useDashboardReadsSettled';
