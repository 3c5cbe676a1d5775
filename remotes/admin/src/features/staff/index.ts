export { StaffManagement } from './StaffManagement';
export { LAST_SUPERADMIN_NOTE } from './StaffMembers';
export { NO_STAFF_INVITATIONS_MESSAGE } from './StaffInvitationList';
