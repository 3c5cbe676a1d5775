import { documentsPageState } from '@portal/ui/words/onboardingNextStep';
import { useOnboardingQuery } from '../../api';

export const DOCUMENTS_DESCRIPTION_OPEN = 'Upload your company verification documents for review.';
/** While there is nothing left to upload (under review, or approved), and until the state is read. */
export const DOCUMENTS_DESCRIPTION_CLOSED = 'Your company verification documents and their review.';

/**
 * The Document Upload page's line under its title: an invitation to upload only while something
 * is left to upload; under review it said "Upload your company verification documents for review."
 * above "Every document is in" (shots8).
 */
export function useDocumentsDescription(): string {
  const onboarding = useOnboardingQuery().data;
  return onboarding && documentsPageState(onboarding).kind === 'open'
    ? DOCUMENTS_DESCRIPTION_OPEN
    : DOCUMENTS_DESCRIPTION_CLOSED;
}
