// Businesses and teams (issue 21, D34): members, invitations, the approval policy; and what
// the payments read of it.
export { registerTeamRoutes, type TeamDeps } from './teamRoutes';
export { businessName, readPolicy } from './teamStore';
export { approvalNeededEmail } from './teamEmails';
