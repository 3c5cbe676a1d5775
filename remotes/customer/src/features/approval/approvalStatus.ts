/** Spec §4: the approval status as the customer sees it. */
export const approvalStatusLabel = (approved: boolean): 'Approved' | 'Pending' =>
  approved ? 'Approved' : 'Pending';
