import { PageHeader } from '@portal/ui';
import { ProfileManagement } from '../features/profile';
import { usePageTitle } from './usePageTitle';

export function ProfileScreen() {
  usePageTitle('Profile Management');
  return (
    <div className="stack page">
      <PageHeader
        title="Profile Management"
        description="Your contact details, company details and directors."
      />
      <ProfileManagement />
    </div>
  );
}
