export { registerAdminReviewRoutes } from './adminReviewRoutes';
export type { ReviewDeps } from './reviewDeps';
export { countPendingPayments } from './paymentCount';
export { dashboardStats } from './dashboardStats';
export { parseDecision } from './decisionBody';
