import { ActiveSessionsSection, ChangePasswordSection, PageHeader } from '@portal/ui';
import { AdminTwoFactorSection } from '../features/security';
import { usePageTitle } from './usePageTitle';

export function SecurityScreen() {
  usePageTitle('Account security');
  return (
    <div className="admin-screen">
      <PageHeader
        title="Account security"
        description="Two-factor sign-in, your password and the devices signed in to your account."
      />
      <AdminTwoFactorSection />
      <ChangePasswordSection />
      <ActiveSessionsSection />
    </div>
  );
}
