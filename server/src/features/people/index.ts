// People with roles and their invitations (issues 21, 22, 33): a business's team and the
// platform's staff are one implementation, each audience a parameter (its roles, which role
// always keeps a holder, where its people and invitations are kept, its words).
export type {
  Actor,
  Invitation,
  InvitationLetter,
  InvitationRow,
  PeopleAudience,
  PeopleAuditWords,
  PeopleMessages,
} from './audience';
export { invitationEmail, type InvitationEmailWords } from './invitationEmail';
export { accept, invite, previewInvitation, resend, revoke, type InvitationDeps } from './peopleInvitations';
export { changeRole, removeMember } from './peopleMembers';
export { listPeople, listWaitingInvitations, type Person, type WaitingInvitation } from './peopleStore';
