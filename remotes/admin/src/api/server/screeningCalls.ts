import { readAnswer, type ApiClient } from '@portal/auth';
import {
  SCREENING_PATHS,
  screeningHoldDataSchema,
  screeningHoldPath,
  screeningHoldsDataSchema,
  screeningStatusDataSchema,
} from '@portal/contracts';
import type { AdminDataSource } from '../adminDataSource';

type ScreeningCalls = Pick<
  AdminDataSource,
  'getScreeningStatus' | 'listScreeningHolds' | 'clearScreeningHold' | 'rejectScreeningHold'
>;

/** The Screening queue's calls (D44) over the admin's client and the contracts' answer schemas. */
export function screeningCalls(client: Pick<ApiClient, 'get' | 'post'>): ScreeningCalls {
  return {
    getScreeningStatus: () =>
      readAnswer(() => client.get<unknown>(SCREENING_PATHS.adminStatus), screeningStatusDataSchema),

    listScreeningHolds: async () =>
      (await readAnswer(() => client.get<unknown>(SCREENING_PATHS.adminHolds), screeningHoldsDataSchema))
        .holds,

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
