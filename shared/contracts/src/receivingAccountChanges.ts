// Dual control of the receiving account (issue 22 point 3b): when another superadmin exists, a
// change is proposed and takes effect only once another superadmin approves it.

export const RECEIVING_ACCOUNT_CHANGE_PATHS = {
  approve: '/admin/receiving-account/changes/:id/approve',
  reject: '/admin/receiving-account/changes/:id/reject',
} as const;

export const RECEIVING_ACCOUNT_CHANGE_MESSAGES = {
  proposed: 'Change proposed: another superadmin must approve it before customers see it.',
  waiting: 'Waiting for another superadmin to approve',
  approved: 'Change approved: customers now see the new receiving account.',
  rejected: 'Change rejected: the receiving account stays as it was.',
  ownChange: 'Another superadmin must approve this change: you proposed it.',
  alreadyWaiting: 'A change of the receiving account is already waiting for approval.',
  notWaiting: 'This change is no longer waiting for approval.',
  notFound: 'No such change of the receiving account.',
} as const;
