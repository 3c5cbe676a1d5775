import type { RemoteAreaProps } from '@portal/contracts';
import { useSession } from '@portal/auth';

// Placeholder until the customer area is built: proves the shared session reaches the remote.
export default function Area(_props: RemoteAreaProps) {
  const { user } = useSession();
  return (
    <main id="main-content" className="container">
      <h1>customer area</h1>
      <p data-testid="remote-session">Signed in as {user?.name ?? 'nobody'}</p>
    </main>
  );
}
