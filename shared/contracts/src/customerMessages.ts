/** The customer area's user-visible messages of spec §2, §4, §5 and §8, verbatim. */
export const CUSTOMER_MESSAGES = {
  invalidAmount: 'Please enter a valid amount',
  requiredFields: 'Please fill in all required fields',
  profileUpdated: 'Profile updated successfully!',
  // The spec's "Pending Admin Approval" gave way to the state's one name (issue 31): the
  // confirmation says what the badge and the status line say.
  pendingAdminApproval: 'Awaiting VendorBridge review',
  accountPendingApproval: 'Account Pending Approval',
} as const;
