import { readAnswer, type ApiClient } from '@portal/auth';
import { adminActivityPath, DATA_PATHS } from '@portal/contracts/api';
import { activityListDataSchema, dashboardDataSchema } from '@portal/contracts/review';
import { SCREENING_PATHS, screeningStatusDataSchema } from '@portal/contracts/screening';
import type { Calls } from './lazyCalls';

/** What the dashboard staff land on reads: loaded with the area, every other page's calls come with that page. */
export const DASHBOARD_CALLS = {
  getDashboardStats: true,
  listRecentActivity: true,
  getScreeningStatus: true,
} as const;

/** The dashboard's reads: counts, recent activity and the sanctions list's status (D44). */
export function dashboardCalls(client: Pick<ApiClient, 'get'>): Calls<keyof typeof DASHBOARD_CALLS> {
  return {
    getDashboardStats: async () =>
      (await readAnswer(() => client.get<unknown>(DATA_PATHS.adminDashboard), dashboardDataSchema)).stats,

    listRecentActivity: async (limit) =>
      (await readAnswer(() => client.get<unknown>(adminActivityPath(limit)), activityListDataSchema))
        .activity,

    getScreeningStatus: () =>
      readAnswer(() => client.get<unknown>(SCREENING_PATHS.adminStatus), screeningStatusDataSchema),
  };
}
