// The platform's staff (issue 22, D35): staff members with roles, invitations, removal.
export { registerStaffRoutes, type StaffDeps } from './staffRoutes';
