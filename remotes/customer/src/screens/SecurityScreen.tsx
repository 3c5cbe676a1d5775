import { ActiveSessionsSection, ChangePasswordSection, PageHeader } from '@portal/ui';
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
