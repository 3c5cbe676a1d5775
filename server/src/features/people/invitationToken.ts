// The invitation link's token, read as the invitations module reads every link's: a token that
// cannot be one is a 400 naming it; an unknown or used one is the route's 404.
export { invitationTokenOf as linkTokenOf, invitationTokenParams } from '../invitations';
