import { readAnswer, type ApiClient } from '@portal/auth';
import { withId } from '@portal/contracts/api';
import {
  REGISTRATION_REVIEW_PATHS,
  registrationReviewDataSchema,
  revealDataSchema,
} from '@portal/contracts/registrationReview';
import type { REGISTRATION_REVIEW_CALLS } from './callNames';
import type { Calls } from './lazyCalls';

/** The registration detail page's reads (issue 22 point 5) over the admin's client and the contracts' schemas. */
export function registrationReviewCalls(
  client: Pick<ApiClient, 'get' | 'post'>,
): Calls<keyof typeof REGISTRATION_REVIEW_CALLS> {
  return {
    getRegistrationReview: async (id) =>
      (
        await readAnswer(
          () => client.get<unknown>(withId(REGISTRATION_REVIEW_PATHS.registration, id)),
          registrationReviewDataSchema,
        )
      ).review,

    revealIdentifier: async (id, target) =>
      (
        await readAnswer(
          () => client.post<unknown>(withId(REGISTRATION_REVIEW_PATHS.reveal, id), target),
          revealDataSchema,
        )
      ).value,
  };
}
