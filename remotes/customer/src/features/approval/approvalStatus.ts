/** The approval status as the customer sees it: Approved, or Pending until an admin approves. */
export const approvalStatusLabel = (approved: boolean): 'Approved' | 'Pending' =>
  approved ? 'Approved' : 'Pending';
