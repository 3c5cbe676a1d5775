import { RegistrationList } from '../features/registrations';
import { usePageTitle } from './usePageTitle';

export function PendingRegistrationsScreen() {
  usePageTitle('Pending Registrations');
  return (
    <div className="admin-screen">
      <h1>Pending Registrations</h1>
      <p className="muted">New business accounts waiting for approval. A decision is final.</p>
      <RegistrationList />
    </div>
  );
}
