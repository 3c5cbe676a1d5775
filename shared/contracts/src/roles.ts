// Kept apart from the schemas in user.ts so a build that needs only these constants
// (the public site) leaves zod out: the package is side-effect free, so webpack drops
// a module none of whose exports is used.
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Where each role lands after sign-in and when a guard turns it away (spec §4). */
export const DASHBOARD_BY_ROLE: Record<Role, string> = {
  admin: '/admin-dashboard',
  user: '/user-dashboard',
};

/** A customer's role in their business (issue 21, D34); what each may do is in teams.ts. */
export const BUSINESS_ROLES = ['owner', 'maker', 'approver', 'viewer'] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];

/** A staff member's role on the platform (issue 22, D35); what each may do is in staff.ts. */
export const STAFF_ROLES = ['reviewer', 'finance', 'superadmin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
