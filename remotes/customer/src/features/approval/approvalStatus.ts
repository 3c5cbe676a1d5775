import { ITEM_STATUS_LABELS } from '@portal/contracts/onboardingNextStep';
import type { ItemStatus } from '@portal/contracts/status';

/**
 * The approval status as the customer sees it (one table of words): Approved, Rejected when
 * the registration was refused, or Pending until an admin decides. `registration` is the
 * onboarding read's status when it is known; the session says only approved or not.
 */
export const approvalStatusLabel = (approved: boolean, registration?: ItemStatus): string =>
  approved ? ITEM_STATUS_LABELS.approved : ITEM_STATUS_LABELS[registration ?? 'pending'];
