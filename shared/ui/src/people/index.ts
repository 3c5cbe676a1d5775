export { isRoleAmong, type PeopleWords } from './audience';
export { InviteForm, type InvitationValues, type InviteFormProps } from './InviteForm';
export { MemberList, type ListedMember, type MemberListProps } from './MemberList';
