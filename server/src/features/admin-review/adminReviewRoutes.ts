import type { FastifyInstance } from 'fastify';
import { requireRole } from '../access';
import { registerDashboardRoutes } from './dashboardRoutes';
import { registerDocumentApprovalRoutes } from './documentApprovalRoutes';
import { registerRegistrationRoutes } from './registrationRoutes';
import type { ReviewDeps } from './reviewDeps';

/** What admins review under /api/admin (admin role only): registrations, document sets, the dashboard. */
export function registerAdminReviewRoutes(api: FastifyInstance, deps: ReviewDeps) {
  const admin = requireRole(deps, 'admin');
  registerRegistrationRoutes(api, deps, admin);
  registerDocumentApprovalRoutes(api, deps, admin);
  registerDashboardRoutes(api, deps, admin);
}
