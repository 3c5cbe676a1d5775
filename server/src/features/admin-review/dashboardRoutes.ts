import { DATA_PATHS, activityQuerySchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { parseQuery } from '../access';
import { succeed } from '../../plugins/http';
import { dashboardStats } from './dashboardStats';
import { DEFAULT_ACTIVITY_LIMIT, recentActivity } from './recentActivity';
import type { AdminGuard, ReviewDeps } from './reviewDeps';

export const DASHBOARD_MESSAGE = 'Dashboard';
export const ACTIVITY_MESSAGE = 'Recent activity';

/** The admin dashboard's live counts and its recent activity. */
export function registerDashboardRoutes(api: FastifyInstance, deps: ReviewDeps, admin: AdminGuard) {
  api.get(DATA_PATHS.adminDashboard, { preHandler: admin }, async () =>
    succeed(DASHBOARD_MESSAGE, { stats: await dashboardStats(deps.db) }),
  );

  api.get(DATA_PATHS.adminActivity, { preHandler: admin }, async (request) => {
    const { limit } = parseQuery(activityQuerySchema, request.query);
    return succeed(ACTIVITY_MESSAGE, {
      activity: await recentActivity(deps.db, limit ?? DEFAULT_ACTIVITY_LIMIT),
    });
  });
}
