import { useParams } from 'react-router-dom';
import type { RemoteAreaProps } from '@portal/contracts/remote';
import { InvitationPage } from './InvitationPage';
import { STAFF_INVITATION } from './invitationKinds';

/** `/staff-invitation/:token`: the page a staff invitation e-mail links to (D35), the team's page for staff. */
export function StaffInvitationScreen({ openModal }: RemoteAreaProps) {
  const { token = '' } = useParams();
  return (
    <main id="main-content" className="public-page container section invitation-page">
      {/* A new token is a new invitation: nothing of the last one's form is kept. */}
      <InvitationPage key={token} kind={STAFF_INVITATION} token={token} openModal={openModal} />
    </main>
  );
}
