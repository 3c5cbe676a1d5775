// The audit record as admins read it: the paged record and the dashboard's recent activity.
export { registerAuditRoutes } from './auditRoutes';
export { recentActivity, DEFAULT_ACTIVITY_LIMIT } from './recentActivity';
