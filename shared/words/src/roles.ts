import type { BusinessRole, StaffRole } from '@portal/contracts/roles';

// The name of each role, the same in the team and staff screens, the invitation e-mails and
// the audit (issue 21, issue 22).

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  reviewer: 'Reviewer',
  finance: 'Finance',
  superadmin: 'Superadmin',
};

export const BUSINESS_ROLE_LABELS: Readonly<Record<BusinessRole, string>> = {
  owner: 'Owner',
  maker: 'Maker',
  approver: 'Approver',
  viewer: 'Viewer',
};
