import type { ShellModal } from '@portal/contracts/remote';
import { formatDateTime } from '@portal/rules/dateTime';
import { Alert, EmailInSentence, usePageTitle } from '@portal/ui';
import { InvitationForm } from './InvitationForm';
import { TEAM_INVITATION, type InvitationKind } from './invitationKinds';
import './invitation.css';
import { useInvitation } from './useInvitation';

export interface InvitationPageProps {
  /** Which invitation the link is: a business's team (the default, `/invitation`) or the staff's. */
  kind?: InvitationKind;
  token: string;
  openModal: (modal: ShellModal) => void;
}

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
 * The page an invitation e-mail links to (`/invitation/<token>`, D34, or
 * `/staff-invitation/<token>`, D35): what the newcomer joins, which e-mail and which role, and
 * the form that creates their account. An expired link says to ask for a new one, an unknown
 * or used one that it is not valid; both offer Log In.
 */
export function InvitationPage({ kind = TEAM_INVITATION, token, openModal }: InvitationPageProps) {
  const { state, retry, settle } = useInvitation(kind, token);
  usePageTitle(state.status === 'ready' ? kind.pageTitle(state.invitation) : 'Invitation');

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
          {state.status === 'expired' ? kind.messages.expired : kind.messages.invalid}
        </Alert>
        <p>{state.status === 'expired' ? kind.messages.askExpired : kind.messages.askInvalid}</p>
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
      <h1>{invitation.heading}</h1>
      <p className="lead">
        You were invited as <EmailInSentence email={invitation.email} after="." strong={false} /> Choose your
        name and a password to join; the link works until {formatDateTime(invitation.expiresAt)}.
      </p>
      <InvitationForm kind={kind} token={token} invitation={invitation} onLinkDead={settle} />
      <SignInInstead openModal={openModal} lead="Already have an account?" />
    </>
  );
}
