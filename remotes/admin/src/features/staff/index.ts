export { StaffManagement } from './StaffManagement';
export { LAST_SUPERADMIN_NOTE } from './StaffMemberList';
export { NO_STAFF_INVITATIONS_MESSAGE } from './StaffInvitationList';
