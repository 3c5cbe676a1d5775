/** The customer area's user-visible messages of spec §2, §4, §5 and §8, verbatim. */
export const CUSTOMER_MESSAGES = {
  invalidAmount: 'Please enter a valid amount',
  requiredFields: 'Please fill in all required fields',
  profileUpdated: 'Profile updated successfully!',
  pendingAdminApproval: 'Pending Admin Approval',
  accountPendingApproval: 'Account Pending Approval',
} as const;
