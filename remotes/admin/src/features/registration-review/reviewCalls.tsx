import { createContext, useContext, type ReactNode } from 'react';
import { apiClient, readAnswer, type ApiClient } from '@portal/auth';
import {
  REGISTRATION_REVIEW_PATHS,
  registrationReviewDataSchema,
  revealDataSchema,
  withId,
  type RegistrationReview,
  type RevealableField,
} from '@portal/contracts';

/** The two reads only the registration detail page makes; decisions and files go through the admin data source. */
export interface RegistrationReviewCalls {
  getReview(id: string): Promise<RegistrationReview>;
  /** The full value; the server audits who asked for which field. */
  reveal(id: string, field: RevealableField): Promise<string>;
}

export function serverReviewCalls(
  client: Pick<ApiClient, 'get' | 'post'> = apiClient,
): RegistrationReviewCalls {
  return {
    getReview: async (id) =>
      (
        await readAnswer(
          () => client.get<unknown>(withId(REGISTRATION_REVIEW_PATHS.registration, id)),
          registrationReviewDataSchema,
        )
      ).review,
    reveal: async (id, field) =>
      (
        await readAnswer(
          () => client.post<unknown>(withId(REGISTRATION_REVIEW_PATHS.reveal, id), { field }),
          revealDataSchema,
        )
      ).value,
  };
}

const ReviewCallsContext = createContext<RegistrationReviewCalls | null>(null);
let pageCalls: RegistrationReviewCalls | undefined;

/** Puts other calls (a test's fake) under the page. */
export function RegistrationReviewCallsProvider({
  calls,
  children,
}: {
  calls: RegistrationReviewCalls;
  children: ReactNode;
}) {
  return <ReviewCallsContext.Provider value={calls}>{children}</ReviewCallsContext.Provider>;
}

/** The provided calls, else the server's (made on first use, so loading the remote sends nothing). */
export function useRegistrationReviewCalls(): RegistrationReviewCalls {
  const provided = useContext(ReviewCallsContext);
  if (provided) return provided;
  pageCalls ??= serverReviewCalls();
  return pageCalls;
}
