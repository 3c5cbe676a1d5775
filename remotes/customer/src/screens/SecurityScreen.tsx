import { PageHeader } from '@portal/ui';
import { ActiveSessionsSection, ChangePasswordSection } from '../features/security';
import { usePageTitle } from './usePageTitle';

export function SecurityScreen() {
  usePageTitle('Account security');
  return (
    <div className="stack page">
      <PageHeader
        title="Account security"
        description="Your password and the devices signed in to your account."
      />
      <ChangePasswordSection />
      <ActiveSessionsSection />
    </div>
  );
}
