import { ActiveSessionsSection, ChangePasswordSection, PageHeader, TwoFactorSection } from '@portal/ui';
import { customerKeys } from '../api';
import { usePageTitle } from './usePageTitle';

export function SecurityScreen() {
  usePageTitle('Account security');
  return (
    <div className="stack page">
      <PageHeader
        title="Account security"
        description="Two-factor sign-in, your password and the devices signed in to your account."
      />
      {/* Turning it on reads every customer query again: what the business's rule refused. */}
      <TwoFactorSection invalidates={customerKeys.all} />
      <ChangePasswordSection />
      <ActiveSessionsSection />
    </div>
  );
}
