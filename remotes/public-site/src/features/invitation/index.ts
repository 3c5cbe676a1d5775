export { InvitationPage } from './InvitationPage';
export { StaffInvitationScreen } from './StaffInvitationScreen';
export {
  STAFF_INVITATION,
  TEAM_INVITATION,
  type InvitationKind,
  type InvitationView,
} from './invitationKinds';
