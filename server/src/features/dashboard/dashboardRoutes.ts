import { DATA_PATHS } from '@portal/contracts/api';
import { activityQuerySchema } from '@portal/contracts/review';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff } from '../access';
import { succeed } from '../../plugins/http';
import { dashboardStats } from './dashboardStats';
import { expireOverdue } from '../payments';
import { DEFAULT_ACTIVITY_LIMIT, recentActivity } from '../audit';
import type { ReviewDeps } from '../decisions';
import { routeSchema } from '../../plugins/openapi';
import { activityListDataSchema, dashboardDataSchema } from '@portal/contracts/review';

export const DASHBOARD_MESSAGE = 'Dashboard';
export const ACTIVITY_MESSAGE = 'Recent activity';

/** The admin dashboard's live counts and its recent activity. */
export function registerDashboardRoutes(server: FastifyInstance, deps: ReviewDeps & { publicUrl: string }) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const admin = requireStaff(deps);
  api.get(
    DATA_PATHS.adminDashboard,
    {
      onRequest: admin,
      schema: routeSchema({
        summary: 'Counts for the admin dashboard',
        tag: 'admin-review',
        caller: 'admin',
        success: { status: 200, data: dashboardDataSchema },
      }),
    },
    async () => {
      // Requests past their funding deadline count as expired, never as awaiting funds.
      const now = deps.now();
      await expireOverdue(deps, now);
      return succeed(DASHBOARD_MESSAGE, { stats: await dashboardStats(deps.db, now) });
    },
  );

  api.get(
    DATA_PATHS.adminActivity,
    {
      onRequest: admin,
      schema: routeSchema({
        summary: 'Recent activity for the admin dashboard',
        tag: 'admin-review',
        caller: 'admin',
        querystring: activityQuerySchema,
        success: { status: 200, data: activityListDataSchema },
      }),
    },
    async (request) => {
      const { limit } = request.query;
      return succeed(ACTIVITY_MESSAGE, {
        activity: await recentActivity(deps.db, limit ?? DEFAULT_ACTIVITY_LIMIT),
      });
    },
  );
}
