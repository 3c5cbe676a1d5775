import { apiClient, type ApiClient } from '@portal/auth';
import type { AdminDataSource } from '../adminDataSource';
import {
  PAYMENT_CALLS,
  REGISTRATION_REVIEW_CALLS,
  REVIEW_CALLS,
  SCREENING_CALLS,
  SETTINGS_CALLS,
  STAFF_CALLS,
} from './callNames';
import { dashboardCalls } from './dashboardCalls';
import { lazyCalls } from './lazyCalls';

/** The calls the admin screens make; the shared client attaches the admin's token. */
export type AdminApiClient = Pick<ApiClient, 'get' | 'post' | 'put' | 'request' | 'upload' | 'download'>;

/**
 * The admin data source over the portal's API. Every answer is checked against the
 * contract's schemas before a screen sees it. The dashboard's reads come with the area;
 * every other page's calls, and the answer schemas they check with, are fetched with the
 * first call of their group (issue 34.3: the dashboard downloads no other page's wire code).
 */
export function createServerAdminDataSource(client: AdminApiClient = apiClient): AdminDataSource {
  return {
    ...dashboardCalls(client),
    ...lazyCalls(REVIEW_CALLS, async () => (await import('./reviewCalls')).reviewCalls(client)),
    ...lazyCalls(REGISTRATION_REVIEW_CALLS, async () =>
      (await import('./registrationReviewCalls')).registrationReviewCalls(client),
    ),
    ...lazyCalls(PAYMENT_CALLS, async () => (await import('./paymentCalls')).paymentCalls(client)),
    ...lazyCalls(SETTINGS_CALLS, async () => (await import('./settingsCalls')).settingsCalls(client)),
    ...lazyCalls(STAFF_CALLS, async () => (await import('./staffCalls')).staffCalls(client)),
    ...lazyCalls(SCREENING_CALLS, async () => (await import('./screeningCalls')).screeningCalls(client)),
  };
}
