import { DATA_PATHS, activityQuerySchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { parseQuery } from '../access';
import { succeed } from '../../plugins/http';
import { dashboardStats } from './dashboardStats';
import { DEFAULT_ACTIVITY_LIMIT, recentActivity } from './recentActivity';
import type { AdminGuard, ReviewDeps } from './reviewDeps';
import { routeSchema } from '../../plugins/openapi';
import { activityListDataSchema, dashboardDataSchema } from '@portal/contracts';

export const DASHBOARD_MESSAGE = 'Dashboard';
export const ACTIVITY_MESSAGE = 'Recent activity';

/** The admin dashboard's live counts and its recent activity. */
export function registerDashboardRoutes(api: FastifyInstance, deps: ReviewDeps, admin: AdminGuard) {
  api.get(
    DATA_PATHS.adminDashboard,
    {
      preHandler: admin,
      schema: routeSchema({
        summary: 'Counts for the admin dashboard',
        tag: 'admin-review',
        caller: 'admin',
        success: { status: 200, data: dashboardDataSchema },
      }),
    },
    async () => succeed(DASHBOARD_MESSAGE, { stats: await dashboardStats(deps.db) }),
  );

  api.get(
    DATA_PATHS.adminActivity,
    {
      preHandler: admin,
      schema: routeSchema({
        summary: 'Recent activity for the admin dashboard',
        tag: 'admin-review',
        caller: 'admin',
        querystring: activityQuerySchema,
        success: { status: 200, data: activityListDataSchema },
      }),
    },
    async (request) => {
      const { limit } = parseQuery(activityQuerySchema, request.query);
      return succeed(ACTIVITY_MESSAGE, {
        activity: await recentActivity(deps.db, limit ?? DEFAULT_ACTIVITY_LIMIT),
      });
    },
  );
}
