export { TeamManagement } from './TeamManagement';
export { LAST_OWNER_NOTE } from './TeamMembers';
export { NO_INVITATIONS_MESSAGE } from './InvitationList';
export { NO_THRESHOLD, REQUIRE_TWO_FACTOR_LABEL } from './ApprovalPolicyForm';
