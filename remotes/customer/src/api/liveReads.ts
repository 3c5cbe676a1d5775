import type { Onboarding } from '@portal/contracts/onboarding';
import { onboardingNextStep } from '@portal/ui/words/onboardingNextStep';
import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import { PAYMENT_STATE_GROUPS, type PaymentState } from '@portal/rules/paymentLifecycle';

// Reads whose answer changes by someone else's hand (staff approving the business, a payment
// moving on): an open page must see the change without a reload (issue 31). They are read again
// when the window regains focus, whatever their age, and every LIVE_INTERVAL_MS while something
// waits on someone else. The portal's defaults (no refetch on focus) stay for everything else.

/** How often a read is repeated while it waits on someone else's decision. */
export const LIVE_INTERVAL_MS = 15_000;

/** Whether the onboarding waits on staff: documents in review, or everything in and under review. */
export const onboardingAwaitsReview = (onboarding: Onboarding | undefined): boolean =>
  onboarding !== undefined &&
  onboarding.registration.status !== 'approved' &&
  (onboarding.documents.pending > 0 || onboardingNextStep(onboarding).kind === 'underReview');

/** Whether a payment is still on its way (someone else's move may come): every in-progress state. */
export const paymentInProgress = (payment: Pick<PaymentDetail, 'status'> | undefined): boolean =>
  payment !== undefined &&
  (PAYMENT_STATE_GROUPS.inProgress as readonly PaymentState[]).includes(payment.status);

/** The query options of a live read: `waiting` says, from its last answer, whether to poll. */
export const liveRead = <T>(waiting: (data: T | undefined) => boolean) => ({
  refetchOnWindowFocus: 'always' as const,
  refetchInterval: (query: { state: { data: T | undefined } }) =>
    waiting(query.state.data) ? LIVE_INTERVAL_MS : false,
});
