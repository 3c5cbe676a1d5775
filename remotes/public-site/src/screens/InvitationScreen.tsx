import { useParams } from 'react-router-dom';
import type { RemoteAreaProps } from '@portal/contracts/remote';
import { InvitationPage } from '../features/invitation';

/** `/invitation/:token`: the page a team invitation e-mail links to. */
export function InvitationScreen({ openModal }: RemoteAreaProps) {
  const { token = '' } = useParams();
  return (
    <main id="main-content" className="public-page container section invitation-page">
      {/* A new token is a new invitation: nothing of the last one's form is kept. */}
      <InvitationPage key={token} token={token} openModal={openModal} />
    </main>
  );
}
