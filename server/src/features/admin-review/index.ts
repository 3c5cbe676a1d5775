export { registerAdminReviewRoutes } from './adminReviewRoutes';
export { registerAuditRoutes } from './auditRoutes';
export type { ReviewDeps } from './reviewDeps';
export { countPendingPayments } from './paymentCount';
export { dashboardStats } from './dashboardStats';
export { decisionRouteSchema, parseDecision } from './decisionBody';
