// The admin dashboard: live counts asked of each module, and the recent activity.
export { registerDashboardRoutes, DASHBOARD_MESSAGE, ACTIVITY_MESSAGE } from './dashboardRoutes';
