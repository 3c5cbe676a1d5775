import { TEAM_MESSAGES, type ShellModal } from '@portal/contracts';
import { Alert, usePageTitle } from '@portal/ui';
import { InvitationForm } from './InvitationForm';
import './invitation.css';
import { useInvitation } from './useInvitation';

export interface InvitationPageProps {
  token: string;
  openModal: (modal: ShellModal) => void;
}

const untilDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** A way out of a dead link (or for someone who already has an account): the shell's Log In. */
function SignInInstead({ openModal, lead }: { openModal: InvitationPageProps['openModal']; lead: string }) {
  return (
    <p className="invitation-sign-in">
      {lead}{' '}
      <button type="button" className="btn btn-secondary" onClick={() => openModal('login')}>
        Log In
      </button>
    </p>
  );
}

/**
 * The page an invitation e-mail links to (`/invitation/<token>`, D34): which business, which
 * e-mail and which role, and the form that creates the newcomer's account. An expired link
 * says to ask for a new one, an unknown or used one that it is not valid; both offer Log In.
 */
export function InvitationPage({ token, openModal }: InvitationPageProps) {
  const { state, retry, settle } = useInvitation(token);
  const business = state.status === 'ready' ? state.invitation.businessName : null;
  usePageTitle(business ? `Join ${business}` : 'Invitation');

  if (state.status === 'loading') {
    return (
      <p className="lead" role="status">
        Opening your invitation...
      </p>
    );
  }
  if (state.status === 'expired' || state.status === 'invalid') {
    return (
      <>
        <h1>Invitation</h1>
        <Alert tone="error">
          {state.status === 'expired' ? TEAM_MESSAGES.invitationExpired : TEAM_MESSAGES.invitationInvalid}
        </Alert>
        <p>
          {state.status === 'expired'
            ? 'Ask the person who invited you to send a new invitation.'
            : 'Check that you opened the latest e-mail, or ask the person who invited you for a new invitation.'}
        </p>
        <SignInInstead openModal={openModal} lead="Already have an account?" />
      </>
    );
  }
  if (state.status === 'failed') {
    return (
      <>
        <h1>Invitation</h1>
        <Alert tone="error">{state.message}</Alert>
        <button type="button" className="btn" onClick={retry}>
          Try again
        </button>
      </>
    );
  }
  const { invitation } = state;
  return (
    <>
      <h1>Join {invitation.businessName} on VendorBridge</h1>
      <p className="lead">
        You were invited as {invitation.email}. Choose your name and a password to join; the link works until{' '}
        {untilDate(invitation.expiresAt)}.
      </p>
      <InvitationForm token={token} invitation={invitation} onLinkDead={settle} />
      <SignInInstead openModal={openModal} lead="Already have an account?" />
    </>
  );
}
