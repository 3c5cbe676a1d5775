import type { Onboarding } from '@portal/contracts/onboarding';
import { checklistItems, type ChecklistItem } from '../onboarding';

/** The approval's state in the words the checklist's Approval row uses for it (one table of words). */
const APPROVAL_WORDS: Partial<Record<ChecklistItem['state'], string>> = {
  done: 'Approved',
  refused: 'Not approved',
  later: 'Not started',
  waiting: 'In review',
};

/**
 * The approval status as the customer sees it: Approved; else what the checklist's Approval row
 * says (Not started until the profile and documents are in, In review, Not approved), so the
 * dashboard never says "Pending" of a review that has not started (issue 31). Undefined while
 * the onboarding state is read: the card shows its placeholder.
 */
export const approvalStatusLabel = (approved: boolean, onboarding?: Onboarding): string | undefined => {
  if (approved) return APPROVAL_WORDS.done;
  const approval = onboarding && checklistItems(onboarding).find((item) => item.key === 'approval');
  return approval ? APPROVAL_WORDS[approval.state] : undefined;
};
