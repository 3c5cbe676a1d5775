import { ITEM_STATUS_LABELS } from '@portal/contracts';

/** The approval status as the customer sees it: Approved, or Pending until an admin approves (one table of words). */
export const approvalStatusLabel = (approved: boolean): string =>
  approved ? ITEM_STATUS_LABELS.approved : ITEM_STATUS_LABELS.pending;
