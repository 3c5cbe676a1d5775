import { PageHeader } from '@portal/ui';
import { RegistrationList } from '../features/registrations';
import { usePageTitle } from './usePageTitle';

export function PendingRegistrationsScreen() {
  usePageTitle('Pending Registrations');
  return (
    <div className="admin-screen">
      <PageHeader
        title="Pending Registrations"
        description="New business accounts waiting for approval. A decision is final."
      />
      <RegistrationList />
    </div>
  );
}
