// The links of the team's and the staff's invitations (issues 21, 22): made, read and checked alike.
export {
  invitationTokenHash,
  invitationTokenOf,
  invitationTokenParams,
  LINK_INCOMPLETE,
  newInvitationLink,
  usableInvitation,
  type InvitationLinkMessages,
  type NewInvitationLink,
} from './invitationLinks';
