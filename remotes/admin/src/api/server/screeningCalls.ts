import { readAnswer, type ApiClient } from '@portal/auth';
import {
  SCREENING_PATHS,
  screeningHoldDataSchema,
  screeningHoldPath,
  screeningHoldsDataSchema,
} from '@portal/contracts/screening';
import type { SCREENING_CALLS } from './callNames';
import type { Calls } from './lazyCalls';

/**
 * The Screening queue's calls (D44) over the admin's client and the contracts' answer
 * schemas; the dashboard reads the list's status (dashboardCalls).
 */
export function screeningCalls(client: Pick<ApiClient, 'get' | 'post'>): Calls<keyof typeof SCREENING_CALLS> {
  return {
    listScreeningHolds: (cursor) =>
      readAnswer(
        () =>
          client.get<unknown>(
            cursor
              ? `${SCREENING_PATHS.adminHolds}?cursor=${encodeURIComponent(cursor)}`
              : SCREENING_PATHS.adminHolds,
          ),
        screeningHoldsDataSchema,
      ),

    clearScreeningHold: async (paymentId) =>
      (
        await readAnswer(
          () => client.post<unknown>(screeningHoldPath(SCREENING_PATHS.adminClear, paymentId), {}),
          screeningHoldDataSchema,
        )
      ).hold,

    rejectScreeningHold: async (paymentId, reason) =>
      (
        await readAnswer(
          () => client.post<unknown>(screeningHoldPath(SCREENING_PATHS.adminReject, paymentId), { reason }),
          screeningHoldDataSchema,
        )
      ).hold,
  };
}
