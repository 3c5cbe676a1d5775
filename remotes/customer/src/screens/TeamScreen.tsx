import { PageHeader } from '@portal/ui';
import { TeamManagement } from '../features/team';
import { usePageTitle } from './usePageTitle';

export function TeamScreen() {
  usePageTitle('Team');
  return (
    <div className="stack page">
      <PageHeader
        title="Team"
        titleId="team-title"
        description="The people of your business on VendorBridge, what each may do, and when a payment needs a second person."
      />
      <TeamManagement />
    </div>
  );
}
